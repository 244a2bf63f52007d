import { createHash } from 'node:crypto';
import type { EntityManager } from '@undangin/db';

// Receptionists' sessions: only the hash of a session's token is stored; a session lasts 24 hours at most.

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function insertCheckinSession(em: EntityManager, session: string, linkId: string): Promise<void> {
  await em.execute(
    `insert into checkin_sessions (token_hash, link_id, expires_at) values (?, ?, now() + interval '24 hours')`,
    [hash(session), linkId],
  );
}

/** The invitation a session opens, while the session lasts and its link (named by its token) is not revoked; else null. */
export async function invitationOfSession(
  em: EntityManager,
  session: string,
  linkToken: string,
): Promise<string | null> {
  const [row] = await em.execute<Array<{ invitation_id: string }>>(
    `select l.invitation_id from checkin_sessions s join checkin_links l on l.id = s.link_id
     where s.token_hash = ? and l.token = ? and l.revoked_at is null and s.expires_at > now()`,
    [hash(session), linkToken],
  );
  return row?.invitation_id ?? null;
}

/** Ends every session a link opened. */
export async function deleteCheckinSessionsOf(em: EntityManager, linkId: string): Promise<void> {
  await em.execute(`delete from checkin_sessions where link_id = ?`, [linkId]);
}
