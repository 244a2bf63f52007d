import type { PublicSession, TimeZone } from '@undangin/contracts';
import { column, type EntityManager } from '@undangin/db';

// Reads only: the dashboard service owns the sessions; guests' answers per session are this service's.

/** SQL: the sessions of invitation `i` that `where` keeps (on session `s`), as guests see them, in the host's order. */
export const publicSessionsSql = (where: string) => `coalesce((
  select json_agg(json_build_object('id', s.id, 'name', s.name,
    'event_date', to_char(${column('invitation_sessions', 'event_date', 's')}, 'YYYY-MM-DD'),
    'start_time', s.start_time, 'end_time', s.end_time, 'time_zone', s.time_zone, 'venue_name', s.venue_name,
    'address', s.address, 'maps_link', s.maps_link, 'dress_code', s.dress_code, 'note', s.note) order by s.position)
  from invitation_sessions s where s.invitation_id = i.id and (${where})), '[]'::json)`;

/** SQL: guest `g` is invited to session `s`. */
export const invitedSql = `(g.all_sessions or exists (
  select 1 from guest_sessions gs where gs.guest_id = g.id and gs.session_id = s.id))`;

/** A session of the public invitation at `slug`, with whether visitors see it. */
export interface SessionRef {
  id: string;
  is_public: boolean;
}

/** The sessions of the invitation `invitationId`, in order. */
export async function sessionRefs(em: EntityManager, invitationId: string): Promise<SessionRef[]> {
  return em.execute<SessionRef[]>(
    `select id, is_public from invitation_sessions where invitation_id = ? order by position`,
    [invitationId],
  );
}

/**
 * The sessions the guest with `code` at invitation `invitationId` is invited to, as guests see them; none for a
 * one-session invitation (the page shows its date and place as it always has).
 */
export async function guestSessions(em: EntityManager, invitationId: string, code: string): Promise<PublicSession[]> {
  const [row] = await em.execute<Array<{ sessions: PublicSession[] }>>(
    `select ${publicSessionsSql(invitedSql)} as sessions from guests g join invitations i on i.id = g.invitation_id
     where g.invitation_id = ? and g.code = ?
       and (select count(*) from invitation_sessions x where x.invitation_id = i.id) > 1`,
    [invitationId, code],
  );
  return row?.sessions ?? [];
}

/** A session of the invitation that visitors see, or that the guest with `code` is invited to; null otherwise. */
export async function findGuestSession(
  em: EntityManager,
  invitationId: string,
  sessionId: string,
  code: string,
): Promise<(PublicSession & { position: number; time_zone: TimeZone }) | null> {
  const [row] = await em.execute<Array<PublicSession & { position: number }>>(
    `select s.id, s.position, s.name, to_char(${column('invitation_sessions', 'event_date', 's')}, 'YYYY-MM-DD') as event_date,
       s.start_time, s.end_time, s.time_zone, s.venue_name, s.address, s.maps_link, s.dress_code, s.note
     from invitation_sessions s where s.invitation_id = ? and s.id = ?
       and (s.is_public or exists (select 1 from guests g where g.invitation_id = s.invitation_id and g.code = ?
         and ${invitedSql}))`,
    [invitationId, sessionId, code],
  );
  return row ?? null;
}
