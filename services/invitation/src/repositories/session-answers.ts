import type { SessionAnswer } from '@undangin/contracts';
import { preparedRows, publicInvitation, type EntityManager } from '@undangin/db';
import { invitedSql } from './sessions';

/**
 * The sessions an answer at the public invitation `slug` may name: those of the guest with the personal link's `code`,
 * else of the listed guest `name`, else (a name not on the list) the sessions visitors see. Null: no such invitation.
 */
export async function answerableSessions(
  em: EntityManager,
  slug: string,
  code: string,
  name: string,
): Promise<string[] | null> {
  const [row] = await em.execute<Array<{ coded: string[] | null; named: string[] | null; open: string[] }>>(
    `select
       (select array_agg(s.id) from guests g join invitation_sessions s on s.invitation_id = g.invitation_id
         where g.invitation_id = i.id and g.code = ? and ${invitedSql}) as coded,
       (select array_agg(s.id) from guests g join invitation_sessions s on s.invitation_id = g.invitation_id
         where g.invitation_id = i.id and lower(btrim(g.name)) = lower(btrim(?)) and ${invitedSql}) as named,
       coalesce((select array_agg(s.id) from invitation_sessions s where s.invitation_id = i.id and s.is_public), '{}') as open
     from invitations i where i.slug = ? and ${publicInvitation('i')}`,
    [/^[a-f0-9]{32}$/.test(code) ? code : '', name, slug],
  );
  if (!row) return null;
  return row.coded ?? row.named ?? row.open;
}

// The answers `from` as the guest's browser receives them: none for a one-session invitation (its answer is the one).
const answersView = (from: string) =>
  `select a.session_id, a.status, greatest(a.people, 1) as people from ${from} a
   join invitation_sessions s on s.id = a.session_id
   where (select count(*) from invitation_sessions x where x.invitation_id = s.invitation_id) > 1
   order by s.position`;

/** How an answer is written per session: the sessions the guest chose, or (null) the one answer for each. */
export interface SessionWrite {
  chosen: readonly SessionAnswer[] | null;
  overall: { status: 'confirmed' | 'declined'; people: number };
}

/**
 * The CTEs `written` (the answers per session, upserted) and `answers` (the guest's answers per session after it: the
 * written from the insert, the others as they were) for the guest row of the CTE `guest` (id, invitation_id,
 * all_sessions), and their parameters in order. `chosen` as given, or (without) the one answer for every session the
 * guest is invited to; a declined session counts no people.
 */
export function sessionWriteSql({ chosen, overall }: SessionWrite): {
  sql: string;
  params: Array<string | number | boolean>;
} {
  return {
    sql: `written as (
       insert into guest_session_answers as a (guest_id, session_id, status, people)
       select g.id, s.id, coalesce(c.status, ?), case when coalesce(c.status, ?) = 'declined' then 0 else coalesce(c.people, ?) end
       from guest g join invitation_sessions s on s.invitation_id = g.invitation_id
       left join jsonb_to_recordset(?::jsonb) as c(session_id uuid, status text, people int) on c.session_id = s.id
       where ${invitedSql} and (?::boolean or c.session_id is not null)
       on conflict (guest_id, session_id) do update
         set status = excluded.status, people = excluded.people, answered_at = now()
       returning a.session_id, a.status, a.people),
     answers as (
       select session_id, status, people from written
       union all
       select a.session_id, a.status, a.people from guest_session_answers a join guest g on a.guest_id = g.id
       where a.session_id not in (select session_id from written))`,
    params: [overall.status, overall.status, overall.people, JSON.stringify(chosen ?? []), chosen === null],
  };
}

/** The guest's answers per session after the write, as `sessionAnswersOf` reads them: a JSON list, one column. */
export const writtenAnswersJson = `coalesce((select json_agg(v) from (${answersView('answers')}) v), '[]'::json)`;

/** Writes guest `guestId`'s answers per session (sessionWriteSql) and answers them after the write, in one statement. */
export async function recordSessionAnswers(
  em: EntityManager,
  guestId: string,
  write: SessionWrite,
): Promise<SessionAnswer[]> {
  const written = sessionWriteSql(write);
  return preparedRows<SessionAnswer>(
    em,
    `with guest as (select id, invitation_id, all_sessions from guests where id = ?), ${written.sql}
     ${answersView('answers')}`,
    [guestId, ...written.params],
  );
}

/** A guest's answers per session, in the sessions' order; none for a one-session invitation (its answer is the one). */
export async function sessionAnswersOf(em: EntityManager, guestId: string): Promise<SessionAnswer[]> {
  return preparedRows<SessionAnswer>(
    em,
    `with answers as (select session_id, status, people from guest_session_answers where guest_id = ?)
     ${answersView('answers')}`,
    [guestId],
  );
}
