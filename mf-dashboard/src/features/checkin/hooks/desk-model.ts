import {
  normalizeGuestName,
  type CheckinResult,
  type DeskCheckinResult,
  type DeskGuest,
  type DeskList,
  type DeskListGuest,
  type DeskOp,
  type DeskSession,
} from '@undangin/contracts';

/**
 * What an offline desk shows, worked out on the device: the list as the server last sent it, with the check-ins not
 * synced yet applied on top, in the order they happened. Pure functions: the desk's controller keeps the state.
 */
export interface StoredList {
  at: string;
  guests: DeskListGuest[];
  sessions: DeskSession[];
  session_expected: Record<string, number>;
}

/** A check-in, walk-in or correction recorded here: the signed op, and whom it is about as the desk resolved it. */
export interface PendingOp {
  op: DeskOp;
  /** The guest's name (a walk-in's own), for the counters and for the report when the server says otherwise. */
  name: string;
  /** The listed guest it is about, or a walk-in's own id on this device (walkinId). */
  guestId: string;
}

export const walkinId = (opId: string) => `walkin:${opId}`;

/** How many people a guest brings when the door does not count them: their seats or their confirmed party. */
export const expectedPeople = (guest: DeskListGuest) =>
  Math.max(guest.seats, guest.status === 'confirmed' ? guest.guest_count : 1);

/** The list with the pending ops applied. */
export function viewOf(list: StoredList, pending: readonly PendingOp[]): DeskListGuest[] {
  const guests = new Map(list.guests.map((guest) => [guest.id, { ...guest }]));
  for (const { op, name, guestId } of pending) {
    let guest = guests.get(guestId);
    if (op.kind === 'people') {
      if (guest?.checked_in_at) guest.checked_in_count = op.people ?? guest.checked_in_count;
      continue;
    }
    if (!guest && op.kind === 'walkin') {
      const people = op.people ?? 1;
      guest = {
        id: guestId,
        name,
        group_name: null,
        seats: people,
        status: 'pending',
        guest_count: Math.min(people, 10),
        checked_in_at: null,
        checked_in_count: null,
        unlisted: false,
        sessions: null,
        session_checkins: {},
        code_tag: '',
      };
      guests.set(guestId, guest);
    }
    if (!guest) continue;
    if (!guest.checked_in_at) {
      guest.checked_in_at = op.at;
      guest.checked_in_count = op.people ?? expectedPeople(guest);
    }
    if (op.session_id && guest.session_checkins[op.session_id] === undefined)
      guest.session_checkins = { ...guest.session_checkins, [op.session_id]: op.people ?? Math.max(guest.seats, 1) };
  }
  return [...guests.values()];
}

/** The door's counters, as the server counts them: who came, how many people, what the confirmed answers promised. */
export function summaryOf(view: readonly DeskListGuest[]): CheckinResult['summary'] {
  let guests = 0;
  let people = 0;
  let expected = 0;
  for (const guest of view) {
    if (guest.checked_in_at) {
      guests += 1;
      people += guest.checked_in_count ?? 0;
    }
    if (guest.status === 'confirmed') expected += guest.guest_count;
  }
  return { guests, people, expected };
}

export function sessionSummaryOf(
  view: readonly DeskListGuest[],
  sessionId: string,
  expected: number,
): CheckinResult['summary'] {
  const counted = view.map((guest) => guest.session_checkins[sessionId]).filter((p): p is number => p !== undefined);
  return { guests: counted.length, people: counted.reduce((sum, p) => sum + p, 0), expected };
}

/** Up to 20 guests whose name contains the search, by name: the server's look-up, on the device. */
export function searchView(view: readonly DeskListGuest[], q: string): DeskGuest[] {
  const wanted = q.trim().toLowerCase();
  return view
    .filter((guest) => guest.name.toLowerCase().includes(wanted))
    .sort((a, b) => a.name.localeCompare(b.name, 'id'))
    .slice(0, 20)
    .map(toDeskGuest);
}

/** The listed guest a walk-in's name is (the server checks that guest in, as the desk online always did). */
export function listedByName(view: readonly DeskListGuest[], name: string): DeskListGuest | undefined {
  const wanted = normalizeGuestName(name).toLowerCase();
  return view.find((guest) => guest.name.trim().toLowerCase() === wanted);
}

export function toDeskGuest(guest: DeskListGuest): DeskGuest {
  return {
    id: guest.id,
    name: guest.name,
    group_name: guest.group_name,
    seats: guest.seats,
    status: guest.status as DeskGuest['status'],
    guest_count: guest.guest_count,
    checked_in_at: guest.checked_in_at,
    checked_in_count: guest.checked_in_count,
    unlisted: guest.unlisted,
  };
}

/** What the desk says after a check-in of `guest` (already: they had come before, for this session when one). */
export function resultOf(
  list: StoredList,
  view: readonly DeskListGuest[],
  guest: DeskListGuest,
  already: boolean,
  sessionId: string | undefined,
): DeskCheckinResult {
  const base = { guest: toDeskGuest(guest), already, summary: summaryOf(view) };
  const session = sessionId ? list.sessions.find((s) => s.id === sessionId) : undefined;
  if (!session) return base;
  return {
    ...base,
    session: {
      id: session.id,
      name: session.name,
      not_invited: guest.sessions !== null && !guest.sessions.includes(session.id),
      summary: sessionSummaryOf(view, session.id, list.session_expected[session.id] ?? 0),
    },
  };
}

/**
 * The list after an answer: the whole list replaces it; the changes replace their guests. `complete` is false when
 * the device then holds more guests than the server has (some were removed): ask for the whole list.
 */
export function mergeList(stored: StoredList | null, answer: DeskList): { list: StoredList; complete: boolean } {
  const base = { at: answer.at, sessions: answer.sessions, session_expected: answer.session_expected };
  if (answer.full || !stored) return { list: { ...base, guests: answer.guests }, complete: answer.full };
  const guests = new Map(stored.guests.map((guest) => [guest.id, guest]));
  for (const guest of answer.guests) guests.set(guest.id, guest);
  return { list: { ...base, guests: [...guests.values()] }, complete: guests.size === answer.total };
}
