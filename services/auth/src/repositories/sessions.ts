import type { AssuranceLevel } from '@undangin/contracts';
import { column, type EntityManager } from '@undangin/db';

const disabledAt = column('auth_users', 'disabled_at');

export type SessionMethod = 'password' | 'recovery' | 'signup' | 'email';

export interface NewSessionRow {
  id: string;
  userId: string;
  method: SessionMethod;
  ip: string;
  userAgent: string | null;
}

/**
 * A session row, only for an account no admin disabled; false when there was none. The share lock waits for a
 * disable in flight, whose session purge follows.
 */
export async function openSession(em: EntityManager, session: NewSessionRow): Promise<boolean> {
  const opened = await em.execute<{ id: string }[]>(
    `insert into auth_sessions (id, user_id, method, ip, user_agent)
     select ?, u.id, ?, ?, ? from auth_users u where u.id = ? and u.${disabledAt} is null for share returning id`,
    [session.id, session.method, session.ip, session.userAgent, session.userId],
  );
  return opened.length > 0;
}

export interface RefreshedSession {
  user_id: string;
  method: SessionMethod;
  aal: AssuranceLevel;
  /** A reset link's session older than `recoveryLifetimeSeconds`. */
  lapsed: boolean;
}

/** Notes the refresh on the session and answers whether a reset link's session outlived its link. */
export async function markSessionRefreshed(
  em: EntityManager,
  sessionId: string,
  recoveryLifetimeSeconds: number,
): Promise<RefreshedSession | null> {
  const sessions = await em.execute<RefreshedSession[]>(
    `update auth_sessions set refreshed_at = now() where id = ?
     returning user_id, method, aal, (method = 'recovery' and created_at <= now() - make_interval(secs => ?)) as lapsed`,
    [sessionId, recoveryLifetimeSeconds],
  );
  return sessions[0] ?? null;
}

export interface SessionRow {
  id: string;
  method: SessionMethod;
  aal: AssuranceLevel;
  created_at: string | Date;
}

/** The user's session by its id; null without an id, or when the session ended or is another user's. */
export async function findSession(em: EntityManager, sessionId: string | null, userId: string) {
  if (!sessionId) return null;
  const rows = await em.execute<SessionRow[]>(
    `select id, method, aal, created_at from auth_sessions where id = ? and user_id = ?`,
    [sessionId, userId],
  );
  return rows[0] ?? null;
}

// Deleting a session row revokes its access tokens too: a trigger lists it in auth_revoked_sessions.

export async function deleteSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.execute(`delete from auth_sessions where id = ?`, [sessionId]);
}

export async function deleteUserSession(em: EntityManager, userId: string, sessionId: string | null): Promise<void> {
  await em.execute(`delete from auth_sessions where id = ? and user_id = ?`, [sessionId, userId]);
}

export async function deleteUserSessions(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`delete from auth_sessions where user_id = ?`, [userId]);
}

export async function deleteOtherSessions(em: EntityManager, userId: string, sessionId: string | null): Promise<void> {
  await em.execute(`delete from auth_sessions where user_id = ? and id <> ?`, [userId, sessionId]);
}
