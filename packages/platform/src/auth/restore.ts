import type { Dispatch } from '@reduxjs/toolkit';
import { AuthError, authClient } from './auth-client';
import { applySession } from './auth-actions';
import { emitAuthEvent } from './auth-events';
import { sessionEnded, sessionStarted, userUpdated } from './auth-slice';
import { refreshSession } from './refresh';
import { isExpired, readStoredSession, storeSession, toSessionUser, type Session } from './session';

/** A session handed over in the URL fragment by a confirmation link (GoTrue's implicit redirect). */
async function sessionFromUrl(): Promise<Session | null> {
  const location = globalThis.location;
  if (!location?.hash.includes('access_token=')) return null;
  const params = new URLSearchParams(location.hash.slice(1));
  globalThis.history?.replaceState(null, '', location.pathname + location.search);
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken || params.get('type') === 'recovery') return null;
  try {
    const user = toSessionUser(await authClient.getUser(accessToken));
    return { access_token: accessToken, refresh_token: refreshToken, expires_at: Number(params.get('expires_at')) || 0, user };
  } catch {
    return null;
  }
}

/**
 * On start: adopt a session from a confirmation link, else resume the stored one (refreshed when expired),
 * then ask the service whether it still lives, picking up profile changes made on another device.
 */
export async function restoreSession(dispatch: Dispatch): Promise<void> {
  const fromUrl = await sessionFromUrl();
  if (fromUrl) {
    applySession(dispatch, fromUrl, 'SIGNED_IN');
    return;
  }
  let session = readStoredSession();
  if (session && isExpired(session)) {
    const outcome = await refreshSession(session.refresh_token);
    // Offline: keep the stored session; the keeper retries the refresh.
    if ('session' in outcome) session = outcome.session;
    else if (outcome.error === 'invalid') session = null;
  }
  if (!session) {
    storeSession(null);
    dispatch(sessionEnded());
    emitAuthEvent('INITIAL_SESSION', null);
    return;
  }
  dispatch(sessionStarted(session));
  emitAuthEvent('INITIAL_SESSION', session);
  await confirmWithService(dispatch, session, true);
}

/** Asks the service whether the session still lives; a refused token is refreshed once, a dead session ends. */
async function confirmWithService(dispatch: Dispatch, session: Session, mayRefresh: boolean): Promise<void> {
  try {
    const user = toSessionUser(await authClient.getUser(session.access_token));
    dispatch(userUpdated(user));
    storeSession({ ...session, user });
  } catch (err) {
    if (!(err instanceof AuthError) || err.retryable) return;
    if (err.status === 401 && mayRefresh) {
      const outcome = await refreshSession(session.refresh_token);
      if ('session' in outcome) {
        dispatch(sessionStarted(outcome.session));
        emitAuthEvent('TOKEN_REFRESHED', outcome.session);
        await confirmWithService(dispatch, outcome.session, false);
        return;
      }
      if (outcome.error === 'retryable') return;
    }
    if (err.status === 401 || err.status === 403) applySession(dispatch, null, 'SIGNED_OUT');
  }
}
