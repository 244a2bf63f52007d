import type { CheckinResult } from '@undangin/contracts';
import { column, type Columns, type EntityManager } from '@undangin/db';
import { guestColumns, type GuestRow } from './guests';

// The check-in columns of guests (checked_in_at, checked_in_count) and walk-ins, the guests who came unlisted.

const guestCount = column('guests', 'guest_count');

/** A guest as a check-in returns them; 'fresh' is true only for the statement that checked them in. */
export type CheckinRow = GuestRow & { fresh: boolean };

/** Who came, how many people, and how many the confirmed answers promised. */
export async function checkinSummary(em: EntityManager, invitationId: string): Promise<CheckinResult['summary']> {
  const [row] = await em.execute<Array<CheckinResult['summary']>>(
    `select count(checked_in_at)::int as guests, coalesce(sum(checked_in_count), 0)::int as people,
       coalesce(sum(case when status = 'confirmed' then ${guestCount} else 0 end), 0)::int as expected
     from guests where invitation_id = ?`,
    [invitationId],
  );
  return row!;
}

/** A walk-in with a listed guest's name checks that guest in; 'fresh' compares the stamp with this statement's time. */
export async function checkInWalkin(
  em: EntityManager,
  invitationId: string,
  name: string,
  people: number,
): Promise<CheckinRow> {
  const [row] = await em.execute<CheckinRow[]>(
    `insert into guests as g (invitation_id, name, source, seats, ${guestCount}, checked_in_at, checked_in_count)
     values (?, ?, 'walkin', ?, ?, now(), ?)
     on conflict (invitation_id, lower(btrim(name))) do update set checked_in_at = coalesce(g.checked_in_at, now()),
       checked_in_count = coalesce(g.checked_in_count, excluded.checked_in_count), updated_at = now()
     returning ${guestColumns}, (g.checked_in_at = now()) as fresh`,
    [invitationId, name, people, Math.min(people, 10), people],
  );
  return row!;
}

/** A listed guest, found by the code of their personal link or by their id. */
export type GuestKey = { code: string } | { guestId: string };
const matchOf = (key: GuestKey) =>
  'code' in key ? { where: 'g.code = ?', value: key.code } : { where: 'g.id = ?::uuid', value: key.guestId };

/**
 * Checks a listed guest in (people: as counted at the door, else their seats or their confirmed party), or answers
 * them as they are when they had checked in before. One statement: of two desks scanning at once, exactly one sees
 * a fresh check-in. Null when the invitation has no such guest.
 */
export async function checkInListed(
  em: EntityManager,
  invitationId: string,
  key: GuestKey,
  people: number | null,
): Promise<CheckinRow | null> {
  const match = matchOf(key);
  const [row] = await em.execute<CheckinRow[]>(
    `update guests g set checked_in_at = now(),
       checked_in_count = coalesce(?, greatest(g.seats, case when g.status = 'confirmed' then g.${guestCount} else 1 end)), updated_at = now()
     where ${match.where} and g.invitation_id = ? and g.checked_in_at is null returning ${guestColumns}, true as fresh`,
    [people, match.value, invitationId],
  );
  if (row) return row;
  const [before] = await em.execute<CheckinRow[]>(
    `select ${guestColumns}, false as fresh from guests g where ${match.where} and g.invitation_id = ?`,
    [match.value, invitationId],
  );
  return before ?? null;
}

/** Sets how many people came with a guest who has checked in; null when they have not (or are not this invitation's). */
export async function setPeopleCheckedIn(
  em: EntityManager,
  invitationId: string,
  guestId: string,
  people: number,
): Promise<GuestRow | null> {
  const [row] = await em.execute<GuestRow[]>(
    `update guests g set checked_in_count = ?, updated_at = now()
     where g.id = ? and g.invitation_id = ? and g.checked_in_at is not null returning ${guestColumns}`,
    [people, guestId, invitationId],
  );
  return row ?? null;
}

/** Up to 20 of an invitation's guests whose name contains the search, by name: the receptionist's look-up. */
export async function searchGuestsByName(em: EntityManager, invitationId: string, q: string): Promise<GuestRow[]> {
  const like = `%${q
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return em.execute<GuestRow[]>(
    `select ${guestColumns} from guests g where g.invitation_id = ? and lower(g.name) like ? order by g.name limit 20`,
    [invitationId, like],
  );
}

/** Whose invitation it is and how many guests its list holds (the kept figures: one row per shard); null when gone. */
export async function deskListOf(
  em: EntityManager,
  invitationId: string,
): Promise<(Columns<'invitations', 'user_id'> & { listed: number }) | null> {
  const [row] = await em.execute<Array<Columns<'invitations', 'user_id'> & { listed: number }>>(
    `select i.user_id, coalesce((select sum(${column('guest_list_counts', 'listed', 'k')}) from guest_list_counts k
       where k.invitation_id = i.id), 0)::int as listed from invitations i where i.id = ?`,
    [invitationId],
  );
  return row ?? null;
}

/**
 * Checks guest `guestId` in for session `sessionId` (people: as counted, else their answer for it, else their seats),
 * noting when the guest is not invited to it. One statement: `fresh` only for the desk whose insert made the row.
 */
export async function checkInSession(
  em: EntityManager,
  guestId: string,
  sessionId: string,
  people: number | null,
): Promise<{ fresh: boolean; not_invited: boolean }> {
  const [row] = await em.execute<Array<{ fresh: boolean; not_invited: boolean }>>(
    `with made as (
       insert into session_checkins (guest_id, session_id, people, not_invited)
       select g.id, s.id,
         coalesce(?::int, (select a.people from guest_session_answers a
           where a.guest_id = g.id and a.session_id = s.id and a.status = 'confirmed'), greatest(g.seats, 1)),
         not (g.all_sessions or exists (select 1 from guest_sessions gs where gs.guest_id = g.id and gs.session_id = s.id))
       from guests g join invitation_sessions s on s.id = ? and s.invitation_id = g.invitation_id where g.id = ?
       on conflict do nothing returning not_invited)
     select exists (select 1 from made) as fresh,
       coalesce((select not_invited from made),
         (select c.not_invited from session_checkins c where c.guest_id = ? and c.session_id = ?), false) as not_invited`,
    [people, sessionId, guestId, guestId, sessionId],
  );
  return row!;
}

/** One session's door: who came, how many people, and how many its confirmed answers promised. */
export async function sessionCheckinSummary(em: EntityManager, sessionId: string): Promise<CheckinResult['summary']> {
  const [row] = await em.execute<Array<CheckinResult['summary']>>(
    `select (select count(*) from session_checkins where session_id = ?)::int as guests,
       (select coalesce(sum(people), 0) from session_checkins where session_id = ?)::int as people,
       (select coalesce(sum(people), 0) from guest_session_answers where session_id = ? and status = 'confirmed')::int
         as expected`,
    [sessionId, sessionId, sessionId],
  );
  return row!;
}
