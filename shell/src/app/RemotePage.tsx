import { Component, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { remoteMessages, type RemoteName } from '@undangin/contracts';
import { removeFirstView } from '@undangin/platform/core';
import { Button, Notice, Spinner } from '@undangin/ui';
import { loadRemoteRoutes, resetRemote } from '../federation/remotes';

// By remote and page id: a page stays loaded for later visits.
const resolved = new Map<string, ComponentType>();

type LoadState = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

/** 'Bagian ini sedang tidak dapat dimuat.' with a retry: what a remote's area shows when it cannot load. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice
      role="alert"
      title={remoteMessages.unavailable}
      text="Periksa koneksi internet Anda, lalu coba lagi."
      action={<Button onClick={onRetry}>{remoteMessages.retry}</Button>}
    />
  );
}

/** Catches a remote page's render failures so only its area falls back; the rest of the shell keeps working. */
class RemoteErrorBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    removeFirstView();
    console.error('[remote] halaman gagal dirender', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteFallback
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** Mounts the page `id` of `remote`, fetching the remote on first use. */
export function RemotePage({ remote, id }: { remote: RemoteName; id: string }) {
  const key = `${remote}:${id}`;
  const [attempt, setAttempt] = useState(0);
  const cached = resolved.get(key);
  const [state, setState] = useState<LoadState>(cached ? { status: 'ready', Page: cached } : { status: 'loading' });

  useEffect(() => {
    // Already loaded on an earlier visit: the initial state holds it (the router keys this component by id).
    if (resolved.has(key) && attempt === 0) return;
    let current = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote)
      .then((routes) => {
        const route = routes.find((candidate) => candidate.id === id);
        if (!route) throw new Error(`remote ${remote} tidak punya rute ${id}`);
        return route.lazy();
      })
      .then(
        ({ Component: Page }) => {
          resolved.set(key, Page);
          if (current) setState({ status: 'ready', Page });
        },
        (error: unknown) => {
          console.error(`[remote] ${remote} gagal dimuat`, error);
          if (current) setState({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [key, id, remote, attempt]);

  // The page service's first view stands for this page only while it loads: not over its fallback, nor over the
  // next page when the visitor leaves first.
  useEffect(() => {
    if (state.status === 'failed') removeFirstView();
  }, [state.status]);
  useEffect(() => removeFirstView, []);

  const retry = () => {
    resolved.delete(key);
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  if (state.status === 'loading') return <Spinner label={remoteMessages.loading} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Page />
    </RemoteErrorBoundary>
  );
}
