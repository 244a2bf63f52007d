import { useMemo } from 'react';
import type { DeskAdapter } from '../components/CheckinDesk';
import type { DeskStatus } from './desk-status';
import type { DeskStore } from './desk-store';

/**
 * The desk's calls on the device's store. Made again on every status change, so the counters follow each sync and
 * each refreshed list at once.
 */
export function useStoreAdapter(store: DeskStore | null, status: DeskStatus): DeskAdapter | null {
  return useMemo<DeskAdapter | null>(
    () =>
      store && status
        ? {
            checkIn: (body) => store.checkIn(body),
            search: async (q) => store.search(q),
            summary: async () => store.summary(),
            correct: (guestId, people) => store.correct(guestId, people),
          }
        : null,
    [store, status],
  );
}
