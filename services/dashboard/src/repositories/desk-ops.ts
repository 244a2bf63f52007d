import type { DeskOpResult } from '@undangin/contracts';
import { column, type EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';

// What the offline desks synced (desk_ops, by the id each device gave an op) and the check-ins they make, at the
// device's time: of two desks' check-ins of one guest the earliest time is kept, and the guest counts once.

const guestCount = column('guests', 'guest_count');

/** A guest as a synced check-in leaves them; `fresh` only for the op that checked them in. */
export interface DeskCheckinRow {
  id: string;
  name: string;
  checked_in_at: string | null;
  checked_in_count: number | null;
  fresh: boolean;
}

/** The answers already given to these op ids, with the device each came from. */
export async function storedOutcomes(
  em: EntityManager,
  ids: string[],
): Promise<Map<string, { deviceId: string; outcome: DeskOpResult }>> {
  if (!ids.length) return new Map();
  const rows = await em.execute<Array<{ id: string; device_id: string; outcome: DeskOpResult }>>(
    `select id, ${column('desk_ops', 'device_id')}, ${column('desk_ops', 'outcome')} from desk_ops
     where id in (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return new Map(rows.map((row) => [row.id, { deviceId: row.device_id, outcome: row.outcome }]));
}

export async function insertDeskOp(
  em: EntityManager,
  op: { id: string; deviceId: string; invitationId: string; kind: string; at: string; outcome: DeskOpResult },
): Promise<void> {
  await em.execute(
    `insert into desk_ops (id, ${column('desk_ops', 'device_id')}, ${column('desk_ops', 'invitation_id')},
       ${column('desk_ops', 'guest_id')}, ${column('desk_ops', 'kind')}, ${column('desk_ops', 'at')},
       ${column('desk_ops', 'outcome')})
     values (?, ?, ?, ?, ?, ?, ?::jsonb)`,
    [op.id, op.deviceId, op.invitationId, op.outcome.guest_id, op.kind, op.at, JSON.stringify(op.outcome)],
  );
}

/** Whether this device itself checked the guest in before (then a second scan is 'already', not another desk's). */
export async function deviceCheckedIn(em: EntityManager, deviceId: string, guestId: string): Promise<boolean> {
  const [row] = await em.execute<Array<{ mine: boolean }>>(
    `select exists (select 1 from desk_ops where ${column('desk_ops', 'device_id')} = ?
       and ${column('desk_ops', 'guest_id')} = ? and ${column('desk_ops', 'kind')} in ('checkin', 'walkin')
       and ${column('desk_ops', 'outcome')} ->> 'status' = 'recorded') as mine`,
    [deviceId, guestId],
  );
  return row!.mine;
}

/** The guest a walk-in op of this device made (a later correction names the walk-in by that op). */
export async function guestOfOp(em: EntityManager, deviceId: string, opId: string): Promise<string | null> {
  const [row] = await em.execute<Array<{ guest_id: string | null }>>(
    `select ${column('desk_ops', 'guest_id')} from desk_ops where id = ? and ${column('desk_ops', 'device_id')} = ?`,
    [opId, deviceId],
  );
  return row?.guest_id ?? null;
}

export type DeskGuestKey = { guestId: string } | { code: string } | { name: string };
const matchOf = (key: DeskGuestKey) =>
  'guestId' in key
    ? { where: 'g.id = ?::uuid', value: key.guestId }
    : 'code' in key
      ? { where: 'g.code = ?', value: key.code }
      : { where: 'lower(btrim(g.name)) = lower(btrim(?))', value: key.name };

const toRow = (row: DeskCheckinRow & { checked_in_at: Date | string | null }): DeskCheckinRow => ({
  ...row,
  checked_in_at: iso(row.checked_in_at),
});

/**
 * Checks a listed guest in at `at` (people: as counted, else their seats or their confirmed party). A guest already
 * checked in keeps their count and the earlier of the two times. Null when the invitation has no such guest (removed).
 */
export async function checkInAt(
  em: EntityManager,
  invitationId: string,
  key: DeskGuestKey,
  people: number | null,
  at: string,
): Promise<DeskCheckinRow | null> {
  const match = matchOf(key);
  const [row] = await em.execute<DeskCheckinRow[]>(
    `with before as (select g.id, g.checked_in_at as was from guests g
       where ${match.where} and g.invitation_id = ? for update)
     update guests g set checked_in_at = least(coalesce(g.checked_in_at, ?::timestamptz), ?::timestamptz),
       checked_in_count = coalesce(g.checked_in_count, ?::int,
         greatest(g.seats, case when g.status = 'confirmed' then g.${guestCount} else 1 end)),
       updated_at = now()
     from before b where g.id = b.id
     returning g.id, g.name, g.checked_in_at, g.checked_in_count, (b.was is null) as fresh`,
    [match.value, invitationId, at, at, people],
  );
  return row ? toRow(row) : null;
}

/**
 * A walk-in at `at`: a new guest, or the listed guest of that name checked in (as the desk online does); null when
 * that guest was removed in between.
 */
export async function walkInAt(
  em: EntityManager,
  invitationId: string,
  name: string,
  people: number,
  at: string,
): Promise<DeskCheckinRow | null> {
  const [made] = await em.execute<DeskCheckinRow[]>(
    `insert into guests (invitation_id, name, source, seats, ${guestCount}, checked_in_at, checked_in_count)
     values (?, ?, 'walkin', ?, ?, ?::timestamptz, ?)
     on conflict (invitation_id, lower(btrim(name))) do nothing
     returning id, name, checked_in_at, checked_in_count, true as fresh`,
    [invitationId, name, people, Math.min(people, 10), at, people],
  );
  if (made) return toRow(made);
  return checkInAt(em, invitationId, { name }, people, at);
}

/** Checks a guest in at one session at `at`; of two desks the earliest time is kept, `fresh` for the first only. */
export async function sessionCheckInAt(
  em: EntityManager,
  guestId: string,
  sessionId: string,
  people: number | null,
  at: string,
): Promise<{ fresh: boolean; not_invited: boolean } | null> {
  const [row] = await em.execute<Array<{ fresh: boolean; not_invited: boolean }>>(
    `insert into session_checkins (guest_id, session_id, people, not_invited, checked_in_at)
     select g.id, s.id,
       coalesce(?::int, (select a.people from guest_session_answers a
         where a.guest_id = g.id and a.session_id = s.id and a.status = 'confirmed'), greatest(g.seats, 1)),
       not (g.all_sessions or exists (select 1 from guest_sessions gs where gs.guest_id = g.id and gs.session_id = s.id)),
       ?::timestamptz
     from guests g join invitation_sessions s on s.id = ? and s.invitation_id = g.invitation_id where g.id = ?
     on conflict (guest_id, session_id) do update
       set checked_in_at = least(session_checkins.checked_in_at, excluded.checked_in_at)
     returning (xmax = 0) as fresh, not_invited`,
    [people, at, sessionId, guestId],
  );
  return row ?? null;
}

/** Whether the invitation still has this guest. */
export async function guestExists(em: EntityManager, invitationId: string, guestId: string): Promise<boolean> {
  const [row] = await em.execute<Array<{ found: boolean }>>(
    `select exists (select 1 from guests where id = ? and invitation_id = ?) as found`,
    [guestId, invitationId],
  );
  return row!.found;
}
