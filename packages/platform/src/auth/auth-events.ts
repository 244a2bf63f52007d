import { forgetSignedInData } from './signed-in-data';
import type { Session } from './session';

/** GoTrue's session events (signed in, out, refreshed, updated, recovery, a verified second factor), for remotes that need to react to them. */
export type AuthChangeEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';
export type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

const listeners = new Set<AuthListener>();

/** Subscribes to session events; returns the unsubscribe function. */
export function onAuthStateChange(listener: AuthListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthEvent(event: AuthChangeEvent, session: Session | null): void {
  // Signed out (or found signed out on start): what the account kept on this device goes with the session. A
  // password-recovery link carries no session of its own and ends nothing.
  if (!session && (event === 'SIGNED_OUT' || event === 'INITIAL_SESSION')) forgetSignedInData();
  for (const listener of listeners) {
    try {
      listener(event, session);
    } catch (err) {
      console.error('auth listener failed', err);
    }
  }
}
