import type { GuestGroup, Session, SessionFigures } from '@undangin/contracts';
import { selection, type EntityManager, type SelectedRow } from '@undangin/db';
import type { SessionFields } from '../domain/sessions';

const sessionSelection = selection('invitation_sessions', [
  'id',
  'position',
  'name',
  'start_time',
  'end_time',
  'time_zone',
  'venue_name',
  'address',
  'maps_link',
  'dress_code',
  'note',
  'is_public',
]);
const written = [
  'name',
  'event_date',
  'start_time',
  'end_time',
  'time_zone',
  'venue_name',
  'address',
  'maps_link',
  'dress_code',
  'note',
  'is_public',
] as const satisfies readonly (keyof SessionFields)[];

type SessionRow = SelectedRow<typeof sessionSelection> & { event_date: string; answered: number };

const sessionColumns = `${sessionSelection.sql('s')}, to_char(s.event_date, 'YYYY-MM-DD') as event_date,
  (select count(*) from guest_session_answers a where a.session_id = s.id)::int as answered`;

/** The invitation's sessions in the host's order, each with how many guests answered it. */
export async function listSessions(em: EntityManager, invitationId: string): Promise<Session[]> {
  return em.execute<SessionRow[]>(
    `select ${sessionColumns} from invitation_sessions s where s.invitation_id = ? order by s.position`,
    [invitationId],
  ) as Promise<Session[]>;
}

/** One session of the invitation, or null. */
export async function findSession(em: EntityManager, invitationId: string, sessionId: string): Promise<Session | null> {
  const [row] = await em.execute<SessionRow[]>(
    `select ${sessionColumns} from invitation_sessions s where s.invitation_id = ? and s.id = ?`,
    [invitationId, sessionId],
  );
  return (row as Session | undefined) ?? null;
}

/** Holds the invitation's sessions for the rest of the transaction: one change of their set or order at a time. */
export async function lockSessions(em: EntityManager, invitationId: string): Promise<number> {
  await em.execute(`select 1 from invitations where id = ? for update`, [invitationId]);
  const [row] = await em.execute<Array<{ count: number }>>(
    `select count(*)::int as count from invitation_sessions where invitation_id = ?`,
    [invitationId],
  );
  return row!.count;
}

/** Adds a session after the others; its id. */
export async function insertSession(em: EntityManager, invitationId: string, fields: SessionFields): Promise<string> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `insert into invitation_sessions (invitation_id, position, ${written.join(', ')})
     select ?, coalesce(max(position) + 1, 0), ${written.map(() => '?').join(', ')}
     from invitation_sessions where invitation_id = ?
     returning id`,
    [invitationId, ...written.map((key) => fields[key]), invitationId],
  );
  return row!.id;
}

/** Writes a session of the invitation; false when it has no such session. */
export async function updateSession(
  em: EntityManager,
  invitationId: string,
  sessionId: string,
  fields: SessionFields,
): Promise<boolean> {
  const rows = await em.execute<Array<{ id: string }>>(
    `update invitation_sessions set ${written.map((key) => `${key} = ?`).join(', ')}, updated_at = now()
     where invitation_id = ? and id = ? returning id`,
    [...written.map((key) => fields[key]), invitationId, sessionId],
  );
  return rows.length > 0;
}

/** Puts the sessions in `ids` order (every session of the invitation, checked by the caller). */
export async function orderSessions(em: EntityManager, invitationId: string, ids: readonly string[]): Promise<void> {
  // The order's unique constraint is checked at commit, so two sessions may swap places in one statement.
  await em.execute(
    `update invitation_sessions s set position = o.position - 1, updated_at = now()
     from jsonb_array_elements_text(?::jsonb) with ordinality as o(id, position)
     where s.invitation_id = ? and s.id = o.id::uuid and s.position <> o.position - 1`,
    // One JSON list parameter: the driver would spread a plain array into many.
    [JSON.stringify(ids), invitationId],
  );
}

/**
 * Removes a session with its answers, invitations and check-ins, closes the gap in the order, and invites guests left
 * with no session to all of them again.
 */
export async function deleteSession(em: EntityManager, invitationId: string, sessionId: string): Promise<void> {
  await em.execute(`delete from invitation_sessions where invitation_id = ? and id = ?`, [invitationId, sessionId]);
  await em.execute(
    `update invitation_sessions s set position = o.position - 1
     from (select id, row_number() over (order by position) as position from invitation_sessions where invitation_id = ?) o
     where s.id = o.id and s.position <> o.position - 1`,
    [invitationId],
  );
  await em.execute(
    `update guests g set all_sessions = true, updated_at = now()
     where g.invitation_id = ? and not g.all_sessions
       and not exists (select 1 from guest_sessions gs where gs.guest_id = g.id)`,
    [invitationId],
  );
}

/** The groups of the invitation's guest list (one per name, whatever its case or spaces), with their guests. */
export async function guestGroups(em: EntityManager, invitationId: string): Promise<GuestGroup[]> {
  return em.execute<GuestGroup[]>(
    `select min(btrim(g.group_name)) as name, count(*)::int as guests from guests g
     where g.invitation_id = ? and btrim(coalesce(g.group_name, '')) <> ''
     group by lower(btrim(g.group_name)) order by 1 limit 200`,
    [invitationId],
  );
}

/** Whom a change of session invitations is for: chosen guests, or a whole group. */
export type InviteTarget = { ids: readonly string[] } | { group: string };

/**
 * Invites the target guests of the invitation to every session (`all`) or to `sessionIds` only (checked by the
 * caller to be the invitation's); how many guests changed.
 */
export async function inviteToSessions(
  em: EntityManager,
  invitationId: string,
  target: InviteTarget,
  all: boolean,
  sessionIds: readonly string[],
): Promise<number> {
  const [byIds, param] =
    'ids' in target
      ? ['g.id in (select jsonb_array_elements_text(?::jsonb)::uuid)', JSON.stringify(target.ids)]
      : ['lower(btrim(g.group_name)) = lower(btrim(?))', target.group];
  const targets = await em.execute<Array<{ id: string }>>(
    `update guests g set all_sessions = ?, updated_at = now() where g.invitation_id = ? and ${byIds} returning g.id`,
    [all, invitationId, param],
  );
  const ids = JSON.stringify(targets.map((row) => row.id));
  await em.execute(`delete from guest_sessions where guest_id in (select jsonb_array_elements_text(?::jsonb)::uuid)`, [
    ids,
  ]);
  if (!all && targets.length)
    await em.execute(
      `insert into guest_sessions (guest_id, session_id)
       select g::uuid, s::uuid from jsonb_array_elements_text(?::jsonb) g, jsonb_array_elements_text(?::jsonb) s`,
      [ids, JSON.stringify(sessionIds)],
    );
  return targets.length;
}

/** A guest at one session: invited or not, the answer, and when they came. */
export interface GuestAtSession {
  invited: boolean;
  status: 'confirmed' | 'declined' | null;
  people: number | null;
  checked_in_at: Date | null;
}

/** Every guest of the invitation at every session (the export's columns per session), by guest id then session id. */
export async function guestsAtSessions(
  em: EntityManager,
  invitationId: string,
): Promise<Map<string, Map<string, GuestAtSession>>> {
  const rows = await em.execute<Array<GuestAtSession & { guest_id: string; session_id: string }>>(
    `select g.id as guest_id, s.id as session_id, (g.all_sessions or gs.guest_id is not null) as invited,
       a.status, a.people, c.checked_in_at
     from guests g join invitation_sessions s on s.invitation_id = g.invitation_id
     left join guest_sessions gs on gs.guest_id = g.id and gs.session_id = s.id
     left join guest_session_answers a on a.guest_id = g.id and a.session_id = s.id
     left join session_checkins c on c.guest_id = g.id and c.session_id = s.id
     where g.invitation_id = ?`,
    [invitationId],
  );
  const byGuest = new Map<string, Map<string, GuestAtSession>>();
  for (const { guest_id, session_id, ...at } of rows) {
    if (!byGuest.has(guest_id)) byGuest.set(guest_id, new Map());
    byGuest.get(guest_id)!.set(session_id, at);
  }
  return byGuest;
}

// Invited: guests invited to every session or to this one (walk-ins came without an invitation).
const figuresSql = (where: string) => `select s.invitation_id, s.id, s.name,
       count(g.id) filter (where g.source <> 'walkin' and (g.all_sessions or gs.guest_id is not null))::int as invited,
       count(g.id) filter (where g.source <> 'walkin' and (g.all_sessions or gs.guest_id is not null)
         and g.opened_at is not null)::int as opened,
       count(a.guest_id)::int as answered,
       count(a.guest_id) filter (where a.status = 'confirmed')::int as coming,
       coalesce(sum(a.people) filter (where a.status = 'confirmed'), 0)::int as people,
       count(c.guest_id)::int as checked_in,
       coalesce(sum(c.people), 0)::int as people_checked_in
     from invitation_sessions s
     left join guests g on g.invitation_id = s.invitation_id
     left join guest_sessions gs on gs.guest_id = g.id and gs.session_id = s.id
     left join guest_session_answers a on a.guest_id = g.id and a.session_id = s.id
     left join session_checkins c on c.guest_id = g.id and c.session_id = s.id
     where ${where}
     group by s.invitation_id, s.id, s.name, s.position order by s.invitation_id, s.position`;

/** Each session's figures, in order (read from the rows: a list of tens of thousands reads in well under a second). */
export async function sessionFigures(em: EntityManager, invitationId: string): Promise<SessionFigures[]> {
  const rows = await em.execute<Array<SessionFigures & { invitation_id: string }>>(figuresSql('s.invitation_id = ?'), [
    invitationId,
  ]);
  return rows.map(({ invitation_id: _invitation, ...figures }) => figures);
}

/** The figures per session of every invitation of this host's that has several sessions, by invitation id. */
export async function hostSessionFigures(em: EntityManager, userId: string): Promise<Map<string, SessionFigures[]>> {
  const rows = await em.execute<Array<SessionFigures & { invitation_id: string }>>(
    figuresSql(`s.invitation_id in (select i.id from invitations i where i.user_id = ?
      and (select count(*) from invitation_sessions m where m.invitation_id = i.id) > 1)`),
    [userId],
  );
  const byInvitation = new Map<string, SessionFigures[]>();
  for (const { invitation_id: invitationId, ...figures } of rows)
    byInvitation.set(invitationId, [...(byInvitation.get(invitationId) ?? []), figures]);
  return byInvitation;
}
