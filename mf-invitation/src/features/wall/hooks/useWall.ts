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
 * reconnects a dropped stream by itself; one that cannot reconnect (the link is gone) is asked about once.
 */
export function useWall(token: string): WallState {
  const [state, setState] = useState<WallState>({ phase: 'loading' });

  useEffect(() => {
    let source: EventSource | null = null;
    let stopped = false;
    const update = (change: (entries: GuestbookEntry[]) => GuestbookEntry[], live = true) =>
      setState((current) =>
        current.phase === 'ready'
          ? { ...current, live, entries: change(current.entries).slice(0, wallEntryLimit) }
          : current,
      );

    wallApi.view(token).then(
      ({ entries, ...wall }) => {
        if (stopped) return;
        setState({ phase: 'ready', wall, entries, live: false });
        source = new EventSource(wallApi.eventsUrl(token));
        source.addEventListener(wallEvents.snapshot, (event) => {
          const data = parse<{ entries: GuestbookEntry[] }>(event as MessageEvent<string>);
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
          // Closed for good (an answer other than a stream): the link may have been revoked meanwhile.
          if (source?.readyState === EventSource.CLOSED)
            wallApi.view(token).catch((err) => {
              if (!stopped && err instanceof WallApiError && err.status === 404) setState({ phase: 'gone' });
            });
        };
      },
      (err) => {
        if (!stopped) setState({ phase: err instanceof WallApiError && err.status === 404 ? 'gone' : 'failed' });
      },
    );
    return () => {
      stopped = true;
      source?.close();
    };
  }, [token]);

  return state;
}
