import type { Dispatch } from '@reduxjs/toolkit';
import { normalizeWhatsapp, isWhatsappIdentifier, type AuthUser, type UserMetadata } from '@undangin/contracts';
import { AuthError, authClient, isSession } from './auth-client';
import { emitAuthEvent, type AuthChangeEvent } from './auth-events';
import { sessionEnded, sessionStarted, userUpdated, type AuthState } from './auth-slice';
import { refreshSession } from './refresh';
import { storeSession, toSession, toSessionUser, type Session, type SessionUser } from './session';
import { userSaved } from './user-revision';

type GetState = () => { auth: AuthState };

/** Stores, publishes and announces a session change: the one path every sign-in state change takes. */
export function applySession(dispatch: Dispatch, session: Session | null, event: AuthChangeEvent): void {
  storeSession(session);
  dispatch(session ? sessionStarted(session) : sessionEnded());
  emitAuthEvent(event, session);
}

/** Password sign-in with an e-mail, or a WhatsApp number in any usual form (no '@'). */
export const signIn =
  ({ identifier, password }: { identifier: string; password: string }) =>
  async (dispatch: Dispatch): Promise<Session> => {
    const trimmed = identifier.trim();
    const credentials = isWhatsappIdentifier(trimmed)
      ? { phone: normalizeWhatsapp(trimmed), password }
      : { email: trimmed, password };
    const session = toSession(await authClient.signInWithPassword(credentials));
    applySession(dispatch, session, 'SIGNED_IN');
    return session;
  };

/**
 * Registers; the spec sends the new user to /login afterwards, so a session the service hands back is
 * closed again rather than kept. Answers whether that session existed (no e-mail confirmation needed).
 */
export async function signUp(input: {
  email: string;
  password: string;
  data: UserMetadata;
}): Promise<{ confirmed: boolean }> {
  const body = await authClient.signUp(input);
  if (!isSession(body)) return { confirmed: false };
  await authClient.logout(body.access_token, 'local').catch(() => undefined);
  return { confirmed: true };
}

/** Logs out here (GoTrue's 401/403/404 mean the session is gone already); the local session is cleared in any case. */
export const signOut =
  (scope: 'global' | 'local' | 'others' = 'local') =>
  async (dispatch: Dispatch, getState: GetState): Promise<void> => {
    const token = getState().auth.session?.access_token;
    if (scope !== 'others') applySession(dispatch, null, 'SIGNED_OUT');
    if (!token) return;
    try {
      await authClient.logout(token, scope);
    } catch (err) {
      if (err instanceof AuthError && [401, 403, 404].includes(err.status)) return;
      console.error('logout failed', err);
      throw err;
    }
  };

/**
 * After the service refused an access token: the one shared refresh (this tab's keeper and other tabs wait on
 * it), published unless the session changed meanwhile. Null when no fresh session came; a refused refresh
 * token has then ended the session.
 */
async function renewRefusedSession(dispatch: Dispatch, getState: GetState, refused: Session): Promise<Session | null> {
  const outcome = await refreshSession(refused.refresh_token);
  const latest = getState().auth.session;
  if ('session' in outcome) {
    if (latest?.user.id !== outcome.session.user.id) return null; // Signed out or another account meanwhile.
    if (latest.refresh_token !== outcome.session.refresh_token) {
      dispatch(sessionStarted(outcome.session));
      emitAuthEvent('TOKEN_REFRESHED', outcome.session);
    }
    return outcome.session;
  }
  if (outcome.error === 'invalid' && latest?.refresh_token === refused.refresh_token)
    applySession(dispatch, null, 'SIGNED_OUT');
  return null;
}

/**
 * Calls the auth service with the signed-in session's access token; a refused (expired) token is refreshed once
 * and the call repeated with the new one.
 */
export async function withSessionToken<T>(
  dispatch: Dispatch,
  getState: GetState,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  const session = getState().auth.session;
  if (!session) throw new AuthError(401, 'no_authorization', '');
  try {
    return await call(session.access_token);
  } catch (err) {
    if (!(err instanceof AuthError) || err.status !== 401) throw err;
    const renewed = await renewRefusedSession(dispatch, getState, session);
    if (!renewed) throw err;
    return call(renewed.access_token);
  }
}

type UserAttributes = { password?: string; current_password?: string; data?: UserMetadata };

/** Saves profile data and/or a new password for the signed-in user; an expired access token is refreshed once and the save retried. */
export const updateUser =
  (attributes: UserAttributes) =>
  async (dispatch: Dispatch, getState: GetState): Promise<SessionUser> => {
    const saved: AuthUser = await withSessionToken(dispatch, getState, (token) =>
      authClient.updateUser(token, attributes),
    );
    const user = toSessionUser(saved);
    userSaved();
    // The keeper may have refreshed meanwhile: store the newest tokens, never the ones read before the call.
    const latest = getState().auth.session;
    if (!latest) return user;
    dispatch(userUpdated(user));
    storeSession({ ...latest, user });
    emitAuthEvent('USER_UPDATED', { ...latest, user });
    return user;
  };

export const requestPasswordReset = (email: string, redirectTo: string) => authClient.recover(email.trim(), redirectTo);

/** The recovery session a reset link brings, checked with the service; it is never stored as the signed-in session. */
export async function openRecoverySession(accessToken: string): Promise<SessionUser> {
  const user = toSessionUser(await authClient.getUser(accessToken));
  emitAuthEvent('PASSWORD_RECOVERY', null);
  return user;
}

export const setRecoveredPassword = (accessToken: string, password: string) =>
  authClient.updateUser(accessToken, { password });
export const closeRecoverySession = (accessToken: string) =>
  authClient.logout(accessToken, 'local').catch(() => undefined);
