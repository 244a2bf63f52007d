// Through the package name, not relative paths: in a remote this module must use the shell's shared platform
// (its store, its session), not a private copy bundled with the remote.
import {
  emitAuthEvent,
  refreshSession,
  sessionEnded,
  sessionStarted,
  type AppDispatch,
  type AuthState,
} from '@undangin/platform';

const sessionOf = (getState: () => unknown) => (getState() as { auth: AuthState }).auth.session;

/**
 * Sends with the signed-in user's access token; on a 401 refreshes the session once (shared by concurrent calls and
 * tabs) and sends again with the new token. The same rule as the RTK Query base query, for calls outside it.
 */
export async function sendAuthorised<A extends { status: number }>(
  dispatch: AppDispatch,
  getState: () => unknown,
  send: (token: string | undefined) => Promise<A>,
): Promise<A> {
  const session = sessionOf(getState);
  const answer = await send(session?.access_token);
  if (answer.status !== 401 || !session) return answer;
  const outcome = await refreshSession(session.refresh_token);
  if ('session' in outcome) {
    dispatch(sessionStarted(outcome.session));
    emitAuthEvent('TOKEN_REFRESHED', outcome.session);
    return send(outcome.session.access_token);
  }
  if (outcome.error === 'invalid') {
    dispatch(sessionEnded());
    emitAuthEvent('SIGNED_OUT', null);
  }
  return answer;
}
