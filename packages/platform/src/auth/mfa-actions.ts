import type { Dispatch } from '@reduxjs/toolkit';
import type { MfaEnrollment, MfaFactor } from '@undangin/contracts';
import { applySession, withSessionToken } from './auth-actions';
import { authClient } from './auth-client';
import type { AuthState } from './auth-slice';
import { toSession, type Session } from './session';

type GetState = () => { auth: AuthState };

/** The signed-in account's authenticators, as the auth service lists them on the user. */
export const listFactors =
  () =>
  async (dispatch: Dispatch, getState: GetState): Promise<MfaFactor[]> =>
    (await withSessionToken(dispatch, getState, (token) => authClient.getUser(token))).factors ?? [];

/** Starts linking an authenticator app: its QR code and secret, to be confirmed with a first code. */
export const enrollTotp =
  (friendlyName?: string) =>
  (dispatch: Dispatch, getState: GetState): Promise<MfaEnrollment> =>
    withSessionToken(dispatch, getState, (token) => authClient.enrollTotp(token, friendlyName));

/**
 * Asks for a challenge and answers it with the app's code; the session the service then hands back (aal2) becomes
 * the signed-in session. A wrong code rejects with the service's Indonesian message.
 */
export const verifyTotp =
  ({ factorId, code }: { factorId: string; code: string }) =>
  async (dispatch: Dispatch, getState: GetState): Promise<Session> => {
    const body = await withSessionToken(dispatch, getState, async (token) => {
      const challenge = await authClient.challengeFactor(token, factorId);
      return authClient.verifyFactor(token, factorId, challenge.id, code);
    });
    const session = toSession(body);
    applySession(dispatch, session, 'MFA_CHALLENGE_VERIFIED');
    return session;
  };

/** Removes an authenticator (a verified one only from a session that verified a code). */
export const unenrollFactor =
  (factorId: string) =>
  (dispatch: Dispatch, getState: GetState): Promise<{ id: string }> =>
    withSessionToken(dispatch, getState, (token) => authClient.unenrollFactor(token, factorId));
