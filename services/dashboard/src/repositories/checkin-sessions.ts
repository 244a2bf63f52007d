import { createHash } from 'node:crypto';
import { column, selection, type EntityManager, type SelectedRow } from '@undangin/db';

// Receptionists' sessions: only the hash of a session's token is stored; a session lasts 24 hours at most.

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const sessionColumns = selection('checkin_sessions', ['token_hash', 'link_id', 'expires_at']);
const opened = selection('checkin_links', ['invitation_id', 'label']);

export async function insertCheckinSession(em: EntityManager, session: string, linkId: string): Promise<void> {
  await em.execute(
    `insert into checkin_sessions (${sessionColumns.sql()}) values (?, ?, now() + interval '24 hours')`,
    [hash(session), linkId],
  );
}

/**
 * The invitation a session opens on the link named by its token, while the link is not revoked; `live` is false once
 * the session's 24 hours are over (the receptionist enters the PIN again). Null for an unknown session or a revoked link.
 */
export async function invitationOfSession(
  em: EntityManager,
  session: string,
  linkToken: string,
): Promise<{ invitationId: string; label: string; linkId: string; live: boolean } | null> {
  const [row] = await em.execute<Array<SelectedRow<typeof opened> & { link_id: string; live: boolean }>>(
    `select ${opened.sql('l')}, l.id as link_id, s.${column('checkin_sessions', 'expires_at')} > now() as live
     from checkin_sessions s join checkin_links l on l.id = s.${column('checkin_sessions', 'link_id')}
     where s.${column('checkin_sessions', 'token_hash')} = ? and l.${column('checkin_links', 'token')} = ?
       and l.${column('checkin_links', 'revoked_at')} is null`,
    [hash(session), linkToken],
  );
  return row ? { invitationId: row.invitation_id, label: row.label, linkId: row.link_id, live: row.live } : null;
}

/** Ends every session a link opened. */
export async function deleteCheckinSessionsOf(em: EntityManager, linkId: string): Promise<void> {
  await em.execute(`delete from checkin_sessions where ${column('checkin_sessions', 'link_id')} = ?`, [linkId]);
}
