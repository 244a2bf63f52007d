import { AuthError, authClient } from './auth-client';
import { isExpired, readStoredSession, storeSession, toSession, type Session } from './session';
import { userRevision } from './user-revision';

export type RefreshOutcome = { session: Session } | { error: 'invalid' | 'retryable' };

let inFlight: Promise<RefreshOutcome> | null = null;

/** Runs `fn` while holding a lock shared by every tab of this origin (Web Locks), so tabs never refresh at once. */
function withTabLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request('undangin.auth.refresh', fn) as Promise<T>) : fn();
}

/**
 * Trades a refresh token for a new session. One refresh at a time, in this tab and across tabs: the auth
 * service rotates refresh tokens and a reused one revokes the whole session family.
 */
export function refreshSession(refreshToken: string): Promise<RefreshOutcome> {
  inFlight ??= withTabLock(async (): Promise<RefreshOutcome> => {
    // Another tab may have refreshed while this one waited for the lock: use its result.
    const stored = readStoredSession();
    if (stored && stored.refresh_token !== refreshToken && !isExpired(stored)) return { session: stored };
    try {
      const asked = userRevision();
      const fresh = toSession(await authClient.refresh(stored?.refresh_token ?? refreshToken));
      // A save made while the refresh travelled is newer than the user the refresh describes: keep the saved one.
      const saved = readStoredSession();
      const session =
        userRevision() !== asked && saved?.user.id === fresh.user.id ? { ...fresh, user: saved.user } : fresh;
      storeSession(session);
      return { session };
    } catch (err) {
      if (err instanceof AuthError && !err.retryable) {
        storeSession(null);
        return { error: 'invalid' };
      }
      return { error: 'retryable' };
    }
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
