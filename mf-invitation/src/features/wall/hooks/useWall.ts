import { useEffect, useState } from 'react';
import { wallEntryLimit, wallEvents, type GuestbookEntry, type WallView } from '@undangin/contracts';
import { wallApi, WallApiError } from '../api/wall-api';

export type WallState =
  | { phase: 'loading' }
  | { phase: 'gone' }
  | { phase: 'failed' }
  | { phase: 'ready'; wall: Omit<WallView, 'entries'>; entries: GuestbookEntry[]; live: boolean };

const parse = <T>(event: MessageEvent<string>): T | null => {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
};

/**
 * The wall's data, then its live stream: `snapshot` replaces the list (first, and after every reconnection), `entry`
 * puts a wish on top (or updates it in place), `remove` takes one away, `revoked` ends the wall. The browser
 * reconnects a dropped stream by itself; one it gives up on is listened to again after 2 s, doubling to 30 s, unless
 * the link is gone.
 */
export function useWall(token: string): WallState {
  const [state, setState] = useState<WallState>({ phase: 'loading' });

  useEffect(() => {
    let source: EventSource | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let pauseMs = 2000;
    const update = (change: (entries: GuestbookEntry[]) => GuestbookEntry[], live = true) =>
      setState((current) =>
        current.phase === 'ready'
          ? { ...current, live, entries: change(current.entries).slice(0, wallEntryLimit) }
          : current,
      );

    const listen = () => {
      source = new EventSource(wallApi.eventsUrl(token));
      source.addEventListener(wallEvents.snapshot, (event) => {
        const data = parse<{ entries: GuestbookEntry[] }>(event as MessageEvent<string>);
        pauseMs = 2000;
        if (data) update(() => data.entries);
      });
      source.addEventListener(wallEvents.entry, (event) => {
        const entry = parse<GuestbookEntry>(event as MessageEvent<string>);
        if (entry)
          update((entries) =>
            entries.some((e) => e.id === entry.id)
              ? entries.map((e) => (e.id === entry.id ? entry : e))
              : [entry, ...entries],
          );
      });
      source.addEventListener(wallEvents.remove, (event) => {
        const gone = parse<{ id: string }>(event as MessageEvent<string>);
        if (gone) update((entries) => entries.filter((e) => e.id !== gone.id));
      });
      source.addEventListener(wallEvents.revoked, () => {
        source?.close();
        setState({ phase: 'gone' });
      });
      source.onerror = () => {
        update((entries) => entries, false);
        // The browser retries a dropped stream by itself, but not one answered otherwise (a deploy's 502, a busy
        // replica's 503): then ask whether the link still stands, and listen again after a growing pause.
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        retry = setTimeout(() => {
          wallApi.view(token).then(
            () => !stopped && listen(),
            (err) => {
              if (stopped) return;
              if (err instanceof WallApiError && err.status === 404) setState({ phase: 'gone' });
              else source?.onerror?.(new Event('error'));
            },
          );
        }, pauseMs);
        pauseMs = Math.min(pauseMs * 2, 30_000);
      };
    };

    wallApi.view(token).then(
      ({ entries, ...wall }) => {
        if (stopped) return;
        setState({ phase: 'ready', wall, entries: entries.slice(0, wallEntryLimit), live: false });
        listen();
      },
      (err) => {
        if (!stopped) setState({ phase: err instanceof WallApiError && err.status === 404 ? 'gone' : 'failed' });
      },
    );
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [token]);

  return state;
}
