import type { Dispatch } from '@reduxjs/toolkit';
import { emitAuthEvent } from './auth-events';
import { sessionEnded, sessionStarted, type AuthState } from './auth-slice';
import { refreshSession } from './refresh';
import { parseStoredSession, sessionStorageKey, type Session } from './session';

interface KeptStore {
  dispatch: Dispatch;
  getState: () => { auth: AuthState };
  subscribe: (listener: () => void) => () => void;
}

const refreshAheadSeconds = 60;
const maxBackoffMs = 30_000;
const minDelayMs = 10_000;

/**
 * Keeps the session alive: refreshes a minute before the access token expires (retrying network failures
 * with a backoff from 200 ms), signs out when the refresh token is refused, and follows other tabs.
 */
export function startSessionKeeper(store: KeptStore): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: string | null = null;

  const current = () => store.getState().auth.session;

  async function refresh(session: Session, attempt: number): Promise<void> {
    const outcome = await refreshSession(session.refresh_token);
    if (current()?.refresh_token !== session.refresh_token) return; // Signed out or replaced meanwhile.
    if ('session' in outcome) {
      store.dispatch(sessionStarted(outcome.session));
      emitAuthEvent('TOKEN_REFRESHED', outcome.session);
    } else if (outcome.error === 'invalid') {
      store.dispatch(sessionEnded());
      emitAuthEvent('SIGNED_OUT', null);
    } else {
      timer = setTimeout(() => void refresh(session, attempt + 1), Math.min(200 * 2 ** attempt, maxBackoffMs));
    }
  }

  function schedule(session: Session | null): void {
    clearTimeout(timer);
    scheduledFor = session?.refresh_token ?? null;
    if (!session) return;
    const expired = session.expires_at * 1000 <= Date.now();
    const dueInMs = (session.expires_at - refreshAheadSeconds) * 1000 - Date.now();
    // Never sooner than 10 s for a token still valid, whatever its lifetime: no refresh loops.
    const delay = expired ? 0 : Math.max(minDelayMs, Math.min(dueInMs, 2 ** 31 - 1));
    timer = setTimeout(() => void refresh(session, 0), delay);
  }

  const unsubscribe = store.subscribe(() => {
    const session = current();
    if ((session?.refresh_token ?? null) !== scheduledFor) schedule(session);
  });
  schedule(current());

  // Another tab signed in, refreshed or signed out: adopt its session and announce it as GoTrue's client does.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== sessionStorageKey && event.key !== null) return;
    const session = parseStoredSession(event.newValue);
    const before = current();
    if (session && session.refresh_token !== before?.refresh_token) {
      store.dispatch(sessionStarted(session));
      emitAuthEvent(before?.user.id === session.user.id ? 'TOKEN_REFRESHED' : 'SIGNED_IN', session);
    } else if (!session && before) {
      store.dispatch(sessionEnded());
      emitAuthEvent('SIGNED_OUT', null);
    }
  };
  // Timers sleep in background tabs: check again when the tab comes back.
  const onVisible = () => {
    const session = current();
    if (
      document.visibilityState === 'visible' &&
      session &&
      session.expires_at - refreshAheadSeconds <= Date.now() / 1000
    ) {
      void refresh(session, 0);
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  globalThis.document?.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    globalThis.removeEventListener?.('storage', onStorage);
    globalThis.document?.removeEventListener('visibilitychange', onVisible);
  };
}
