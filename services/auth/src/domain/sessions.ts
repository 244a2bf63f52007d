import { randomUUID } from 'node:crypto';
import type { AssuranceLevel, AuthSession } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { signAccessToken, type SigningKey } from '@undangin/service-kit';
import type { AuthSettings } from '../settings';
import { authErrors } from './auth-errors';
import { listFactors, toMfaFactor } from '../repositories/mfa-factors';
import { toGoTrueUser, type UserRow } from './gotrue-user';
import { adminBySettings, roleOf } from './roles';
import { randomToken, tokenHash } from './tokens';

export type SessionMethod = 'password' | 'recovery' | 'signup' | 'email';

export interface SessionDeps {
  signingKey: SigningKey;
  settings: AuthSettings;
}

/** A session's tokens and the assurance it reached: aal1 after a password or a link, aal2 after an authenticator code. */
export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  aal: AssuranceLevel;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** A new session and the first refresh token of its family. */
export async function startSession(
  em: EntityManager,
  userId: string,
  method: SessionMethod,
  client: ClientInfo,
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const refreshToken = randomToken();
  await em.transactional(async (tx) => {
    // No session for an account an admin disabled; the lock waits for a disable in flight, whose session purge follows.
    const opened = await tx.execute<{ id: string }[]>(
      `insert into auth_sessions (id, user_id, method, ip, user_agent)
       select ?, u.id, ?, ?, ? from auth_users u where u.id = ? and u.disabled_at is null for share returning id`,
      [sessionId, method, client.ip, client.userAgent?.slice(0, 300) ?? null, userId],
    );
    if (!opened[0]) throw authErrors.userBanned();
    await tx.execute(`insert into auth_refresh_tokens (token_hash, session_id) values (?, ?)`, [
      tokenHash(refreshToken),
      sessionId,
    ]);
  });
  return { sessionId, refreshToken, aal: 'aal1' };
}

/**
 * Trades a refresh token for its successor. A token is good once: presenting a used one means it leaked
 * (or a client lost a race), so the whole session family is revoked. A reset link's session travelled in a
 * URL: it lives no longer than the link itself (`recoveryLifetimeSeconds`), then it is ended, not renewed.
 */
export async function rotateRefreshToken(em: EntityManager, refreshToken: string, recoveryLifetimeSeconds: number) {
  const hash = tokenHash(refreshToken);
  const next = randomToken();
  const outcome = await em.transactional(async (tx) => {
    const used = await tx.execute<{ session_id: string }[]>(
      `update auth_refresh_tokens set revoked = true, updated_at = now() where token_hash = ? and revoked = false returning session_id`,
      [hash],
    );
    const sessionId = used[0]?.session_id;
    if (!sessionId) {
      const known = await tx.execute<{ session_id: string }[]>(
        `select session_id from auth_refresh_tokens where token_hash = ?`,
        [hash],
      );
      if (!known[0]) return { error: 'not_found' as const };
      await tx.execute(`delete from auth_sessions where id = ?`, [known[0].session_id]);
      return { error: 'reused' as const };
    }
    const sessions = await tx.execute<
      { user_id: string; method: SessionMethod; aal: AssuranceLevel; lapsed: boolean }[]
    >(
      `update auth_sessions set refreshed_at = now() where id = ?
       returning user_id, method, aal, (method = 'recovery' and created_at <= now() - make_interval(secs => ?)) as lapsed`,
      [sessionId, recoveryLifetimeSeconds],
    );
    if (sessions[0]!.lapsed) {
      await tx.execute(`delete from auth_sessions where id = ?`, [sessionId]);
      return { error: 'not_found' as const };
    }
    await tx.execute(`insert into auth_refresh_tokens (token_hash, session_id, parent_hash) values (?, ?, ?)`, [
      tokenHash(next),
      sessionId,
      hash,
    ]);
    return { sessionId, userId: sessions[0]!.user_id, method: sessions[0]!.method, aal: sessions[0]!.aal };
  });
  if ('error' in outcome) throw outcome.error === 'reused' ? authErrors.refreshReused() : authErrors.refreshNotFound();
  return { ...outcome, refreshToken: next };
}

/** Another refresh token of the session's family: a session that just reached aal2 goes on with it. */
export async function addRefreshToken(em: EntityManager, sessionId: string): Promise<string> {
  const token = randomToken();
  await em.execute(`insert into auth_refresh_tokens (token_hash, session_id) values (?, ?)`, [
    tokenHash(token),
    sessionId,
  ]);
  return token;
}

export async function findSession(em: EntityManager, sessionId: string | null, userId: string) {
  if (!sessionId) return null;
  const rows = await em.execute<
    { id: string; method: SessionMethod; aal: AssuranceLevel; created_at: string | Date }[]
  >(`select id, method, aal, created_at from auth_sessions where id = ? and user_id = ?`, [sessionId, userId]);
  return rows[0] ?? null;
}

/** GoTrue's logout scopes: this session, every session, or every other session. */
export async function endSessions(
  em: EntityManager,
  userId: string,
  sessionId: string | null,
  scope: 'global' | 'local' | 'others',
) {
  if (scope === 'global') await em.execute(`delete from auth_sessions where user_id = ?`, [userId]);
  else if (scope === 'local')
    await em.execute(`delete from auth_sessions where id = ? and user_id = ?`, [sessionId, userId]);
  else await em.execute(`delete from auth_sessions where user_id = ? and id <> ?`, [userId, sessionId]);
}

/**
 * The session answer: a signed access token carrying the user's role and assurance level, the refresh token and
 * the user. Notes which operator setting (if any) made the account admin, so the admin list shows it.
 */
export async function sessionBody(
  em: EntityManager,
  deps: SessionDeps,
  user: UserRow,
  session: IssuedSession,
  method: SessionMethod,
): Promise<AuthSession> {
  const role = roleOf(user, deps.settings);
  const bySetting = adminBySettings(user, deps.settings);
  await em.execute(`update auth_users set admin_by_setting = ? where id = ? and admin_by_setting is distinct from ?`, [
    bySetting,
    user.id,
    bySetting,
  ]);
  const issuedAt = Math.floor(Date.now() / 1000);
  const firstFactor = { method: method === 'recovery' ? 'recovery' : 'password', timestamp: issuedAt };
  const accessToken = await signAccessToken(deps.signingKey, {
    userId: user.id,
    email: user.email,
    role,
    sessionId: session.sessionId,
    ttl: deps.settings.jwtExpiry,
    extraClaims: {
      aal: session.aal,
      amr: session.aal === 'aal2' ? [{ method: 'totp', timestamp: issuedAt }, firstFactor] : [firstFactor],
      app_metadata: { provider: 'email', providers: ['email'], role },
      user_metadata: user.user_metadata,
      is_anonymous: false,
    },
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: deps.settings.jwtExpiry,
    expires_at: issuedAt + deps.settings.jwtExpiry,
    refresh_token: session.refreshToken,
    user: toGoTrueUser(user, role, (await listFactors(em, user.id)).map(toMfaFactor)),
  };
}
