import type { DeskList, DeskListGuest, DeskOp } from '@undangin/contracts';
import { listedByName, mergeList, searchView, sessionSummaryOf, summaryOf, viewOf, walkinId } from './desk-model';

// What the desk shows from its copy: the list as last sent, with what it recorded since applied on top.
const guest = (id: string, name: string, more: Partial<DeskListGuest> = {}): DeskListGuest => ({
  id,
  name,
  group_name: null,
  seats: 1,
  status: 'pending',
  guest_count: 1,
  checked_in_at: null,
  checked_in_count: null,
  unlisted: false,
  sessions: null,
  session_checkins: {},
  code_tag: `tag-${id}`,
  ...more,
});
const list = {
  at: '2026-11-28T08:00:00.000Z',
  guests: [
    guest('a', 'Siti Rahma', { seats: 2 }),
    guest('b', 'Budi', { status: 'confirmed', guest_count: 3 }),
    guest('c', 'Citra', { checked_in_at: '2026-11-28T07:00:00.000Z', checked_in_count: 1, sessions: ['akad'] }),
  ],
  sessions: [],
  session_expected: { resepsi: 4 },
};
const op = (id: string, fields: Partial<DeskOp>): DeskOp =>
  ({ id, kind: 'checkin', at: '2026-11-28T09:00:00.000Z', mac: '0'.repeat(64), ...fields }) as DeskOp;

describe('the offline desk view', () => {
  it('applies check-ins, walk-ins and corrections in order, and counts as the server does', () => {
    const view = viewOf(list, [
      { op: op('1', { guest_id: 'a' }), name: 'Siti Rahma', guestId: 'a' },
      { op: op('2', { kind: 'walkin', name: 'Pak RT', people: 2 }), name: 'Pak RT', guestId: walkinId('2') },
      { op: op('3', { kind: 'people', ref: '2', people: 5 }), name: 'Pak RT', guestId: walkinId('2') },
      // A second check-in of someone already in changes nothing.
      { op: op('4', { guest_id: 'c', people: 9 }), name: 'Citra', guestId: 'c' },
    ]);
    expect(view.find((g) => g.id === 'a')).toMatchObject({
      checked_in_at: '2026-11-28T09:00:00.000Z',
      checked_in_count: 2,
    });
    expect(view.find((g) => g.id === walkinId('2'))).toMatchObject({ name: 'Pak RT', checked_in_count: 5 });
    expect(view.find((g) => g.id === 'c')).toMatchObject({ checked_in_count: 1 });
    expect(summaryOf(view)).toEqual({ guests: 3, people: 8, expected: 3 });
    // The list itself is left as the server sent it.
    expect(list.guests[0]!.checked_in_at).toBeNull();
  });

  it('counts a session door apart, with what its answers promised', () => {
    const view = viewOf(list, [
      { op: op('1', { guest_id: 'b', session_id: 'resepsi' }), name: 'Budi', guestId: 'b' },
      { op: op('2', { guest_id: 'c', session_id: 'resepsi', people: 2 }), name: 'Citra', guestId: 'c' },
    ]);
    expect(sessionSummaryOf(view, 'resepsi', 4)).toEqual({ guests: 2, people: 3, expected: 4 });
    expect(summaryOf(view).guests).toBe(2);
  });

  it('searches by part of a name, and finds a listed guest by a walk-in’s name', () => {
    expect(searchView(list.guests, 'RA').map((g) => g.name)).toEqual(['Citra', 'Siti Rahma']);
    expect(searchView(list.guests, 'ra')[0]).not.toHaveProperty('code_tag');
    expect(listedByName(list.guests, '  budi ')?.id).toBe('b');
  });

  it('merges changes, and asks for the whole list when guests were removed', () => {
    const answer = (guests: DeskListGuest[], total: number, full = false): DeskList => ({
      at: '2026-11-28T10:00:00.000Z',
      full,
      guests,
      total,
      sessions: [],
      session_expected: {},
    });
    const changed = mergeList(list, answer([guest('a', 'Siti R.'), guest('d', 'Dewi')], 4));
    expect(changed.complete).toBe(true);
    expect(changed.list.guests.map((g) => g.name)).toEqual(['Siti R.', 'Budi', 'Citra', 'Dewi']);
    expect(mergeList(list, answer([], 2)).complete).toBe(false);
    expect(mergeList(list, answer([guest('z', 'Zaki')], 1, true)).list.guests).toHaveLength(1);
  });
});
