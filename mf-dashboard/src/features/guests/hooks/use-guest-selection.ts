import { useState } from 'react';
import type { Guest } from '@undangin/contracts';
import { useLazyListAllGuestsQuery, type AllGuestsArgs } from '../api/list-all-guests';

/**
 * The guests the host has chosen, by id, kept across pages, searches and filters until sent or cleared;
 * "select all" adds every guest matching the current search and filter.
 */
export function useGuestSelection(shown: Guest[] | undefined) {
  const [selected, setSelected] = useState<Map<string, Guest>>(new Map());
  const [listAll, { isFetching: selectingAll }] = useLazyListAllGuestsQuery();
  const items = shown ?? [];

  const toggle = (guests: Guest[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const guest of guests) {
        if (on) next.set(guest.id, guest);
        else next.delete(guest.id);
      }
      return next;
    });

  return {
    selected,
    selectingAll,
    // The chosen guests as they are now: a guest edited since being chosen (a number added) is sent as edited.
    chosen: [...selected.values()].map((guest) => items.find((item) => item.id === guest.id) ?? guest),
    pageChosen: items.filter((g) => selected.has(g.id)).length,
    toggle,
    clear: () => setSelected(new Map()),
    /** Chooses every guest matching the search and filter; false when the list could not be read. */
    selectAllMatching: async (args: AllGuestsArgs): Promise<boolean> => {
      try {
        toggle(await listAll(args).unwrap(), true);
        return true;
      } catch {
        return false;
      }
    },
    /** A chosen guest saved in the dialog is sent as saved. */
    saved: (guest: Guest) =>
      setSelected((current) => (current.has(guest.id) ? new Map(current).set(guest.id, guest) : current)),
    /** After a bulk action: deleted guests leave the selection, approved ones are no longer unlisted. */
    bulkDone: ({ approved = [], deleted = [] }: { approved?: string[]; deleted?: string[] }) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const id of deleted) next.delete(id);
        for (const id of approved) if (next.has(id)) next.set(id, { ...next.get(id)!, unlisted: false });
        return next;
      }),
  };
}
