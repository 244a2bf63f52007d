import { randomUUID } from 'node:crypto';
import type { AssuranceLevel, AuthSession } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import type { AccessTokenInput } from '@undangin/service-kit';
import type { AuthSettings } from '../settings';
import { authErrors } from './auth-errors';
import { listFactors, toMfaFactor } from '../repositories/mfa-factors';
import { insertRefreshToken, sessionOfRefreshToken, spendRefreshToken } from '../repositories/refresh-tokens';
import {
  deleteOtherSessions,
  deleteSession,
  deleteUserSession,
  deleteUserSessions,
  markSessionRefreshed,
  openSession,
  type SessionMethod,
} from '../repositories/sessions';
import { recordAdminBySetting } from '../repositories/users';
import { toGoTrueUser, type UserRow } from './gotrue-user';
import { adminBySettings, roleOf } from './roles';
import { randomToken, tokenHash } from './tokens';

export type { SessionMethod };

export interface SessionDeps {
  settings: AuthSettings;
  /** Signs with the service's key through its @fastify/jwt (RouteDeps). */
  signAccessToken: (input: AccessTokenInput) => string;
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
    const opened = await openSession(tx, {
      id: sessionId,
      userId,
      method,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    if (!opened) throw authErrors.userBanned();
    await insertRefreshToken(tx, tokenHash(refreshToken), sessionId);
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
    const sessionId = await spendRefreshToken(tx, hash);
    if (!sessionId) {
      const knownSession = await sessionOfRefreshToken(tx, hash);
      if (!knownSession) return { error: 'not_found' as const };
      await deleteSession(tx, knownSession);
      return { error: 'reused' as const };
    }
    const session = (await markSessionRefreshed(tx, sessionId, recoveryLifetimeSeconds))!;
    if (session.lapsed) {
      await deleteSession(tx, sessionId);
      return { error: 'not_found' as const };
    }
    await insertRefreshToken(tx, tokenHash(next), sessionId, hash);
    return { sessionId, userId: session.user_id, method: session.method, aal: session.aal };
  });
  if ('error' in outcome) throw outcome.error === 'reused' ? authErrors.refreshReused() : authErrors.refreshNotFound();
  return { ...outcome, refreshToken: next };
}

/** Another refresh token of the session's family: a session that just reached aal2 goes on with it. */
export async function addRefreshToken(em: EntityManager, sessionId: string): Promise<string> {
  const token = randomToken();
  await insertRefreshToken(em, tokenHash(token), sessionId);
  return token;
}

/** GoTrue's logout scopes: this session, every session, or every other session. */
export async function endSessions(
  em: EntityManager,
  userId: string,
  sessionId: string | null,
  scope: 'global' | 'local' | 'others',
) {
  if (scope === 'global') await deleteUserSessions(em, userId);
  else if (scope === 'local') await deleteUserSession(em, userId, sessionId);
  else await deleteOtherSessions(em, userId, sessionId);
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
  await recordAdminBySetting(em, user.id, adminBySettings(user, deps.settings));
  const issuedAt = Math.floor(Date.now() / 1000);
  const firstFactor = { method: method === 'recovery' ? 'recovery' : 'password', timestamp: issuedAt };
  const accessToken = deps.signAccessToken({
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
