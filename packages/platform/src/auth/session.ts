import type { Role } from '@undangin/contracts';

/** A signed-in session as the auth service hands it out (GoTrue shape, trimmed to what the browser keeps). */
export interface Session {
  access_token: string;
  refresh_token: string;
  /** Unix seconds. */
  expires_at: number;
  user: SessionUser;
}

export interface SessionUser {
  id: string;
  email: string | null;
  name: string | null;
  role: Role;
}

const storageKey = 'undangin.session';

export function readStoredSession(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey);
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    return typeof session.access_token === 'string' && typeof session.refresh_token === 'string' ? session : null;
  } catch {
    return null;
  }
}

export function storeSession(session: Session | null): void {
  try {
    if (session) globalThis.localStorage?.setItem(storageKey, JSON.stringify(session));
    else globalThis.localStorage?.removeItem(storageKey);
  } catch {
    // Private mode or full storage: the session lives in memory only.
  }
}

export function isExpired(session: Session, skewSeconds = 30): boolean {
  return session.expires_at - skewSeconds <= Date.now() / 1000;
}
