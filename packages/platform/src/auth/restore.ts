import type { Dispatch } from '@reduxjs/toolkit';
import { sessionEnded, sessionStarted } from './auth-slice';
import { refreshSession } from './refresh';
import { isExpired, readStoredSession, storeSession } from './session';

/** On start: resume the stored session, refreshing it when it has expired, else settle on signed out. */
export async function restoreSession(dispatch: Dispatch): Promise<void> {
  const stored = readStoredSession();
  if (!stored) {
    dispatch(sessionEnded());
    return;
  }
  const session = isExpired(stored) ? await refreshSession(stored.refresh_token) : stored;
  storeSession(session);
  dispatch(session ? sessionStarted(session) : sessionEnded());
}
