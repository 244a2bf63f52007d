import type { Dispatch } from '@reduxjs/toolkit';
import { AuthError, authClient } from './auth-client';
import { applySession } from './auth-actions';
import { emitAuthEvent } from './auth-events';
import { sessionEnded, sessionStarted, userUpdated } from './auth-slice';
import { refreshSession } from './refresh';
import { userRevision } from './user-revision';
import { isExpired, readStoredSession, storeSession, toSessionUser, type Session } from './session';

/**
 * On start: resume the stored session (refreshed when expired), then ask the service whether it still
 * lives, picking up profile changes made on another device. Sessions never arrive through the URL: a
 * crafted link must not sign a visitor into someone else's account.
 */
export async function restoreSession(dispatch: Dispatch): Promise<void> {
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
    const asked = userRevision();
    const user = toSessionUser(await authClient.getUser(session.access_token));
    // A save made while the answer travelled is newer than the answer.
    if (userRevision() !== asked) return;
    dispatch(userUpdated(user));
    // Another tab or the keeper may have rotated the tokens meanwhile: keep the newest ones.
    const latest = readStoredSession();
    if (latest?.user.id === user.id) storeSession({ ...latest, user });
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
