import type { AuthSession, AuthUser, Role } from '@undangin/contracts';

/** A signed-in session as the browser keeps it (GoTrue's session, trimmed to what the product reads). */
export interface Session {
  access_token: string;
  refresh_token: string;
  /** Unix seconds. */
  expires_at: number;
  user: SessionUser;
}

/** The signed-in user combined with their profile (kept in user_metadata by the auth service). */
export interface SessionUser {
  id: string;
  email: string | null;
  name: string | null;
  whatsapp: string | null;
  referralCode: string | null;
  avatarUrl: string | null;
  role: Role;
  createdAt: string | null;
  lastSignInAt: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function toSessionUser(user: AuthUser): SessionUser {
  const meta = user.user_metadata ?? {};
  return {
    id: user.id,
    email: user.email || null,
    name: text(meta.name) ?? text(meta.full_name),
    whatsapp: text(meta.whatsapp),
    referralCode: text(meta.referral_code),
    avatarUrl: text(meta.avatar_url),
    role: user.app_metadata?.role === 'admin' ? 'admin' : 'user',
    createdAt: user.created_at ?? null,
    lastSignInAt: user.last_sign_in_at ?? null,
  };
}

export function toSession(
  body: Pick<AuthSession, 'access_token' | 'refresh_token' | 'expires_at' | 'expires_in' | 'user'>,
): Session {
  return {
    access_token: body.access_token,
    refresh_token: body.refresh_token,
    // Counted on this device's clock from expires_in: a phone whose clock is off must not refresh in a loop.
    expires_at: body.expires_in ? Math.floor(Date.now() / 1000) + body.expires_in : body.expires_at,
    user: toSessionUser(body.user),
  };
}

export const sessionStorageKey = 'undangin.session';

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
// Typed without the DOM library: this module also runs in Node (tests and the e2e support code).
export const storage = (): KeyValueStore | undefined =>
  (globalThis as unknown as { localStorage?: KeyValueStore }).localStorage;

export function parseStoredSession(raw: string | null): Session | null {
  try {
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    return typeof session.access_token === 'string' && typeof session.refresh_token === 'string' && session.user?.id
      ? session
      : null;
  } catch {
    return null;
  }
}

export function readStoredSession(): Session | null {
  try {
    return parseStoredSession(storage()?.getItem(sessionStorageKey) ?? null);
  } catch {
    return null;
  }
}

export function storeSession(session: Session | null): void {
  try {
    if (session) storage()?.setItem(sessionStorageKey, JSON.stringify(session));
    else storage()?.removeItem(sessionStorageKey);
  } catch {
    // Private mode or full storage: the session lives in memory only.
  }
}

export function isExpired(session: Session, skewSeconds = 30): boolean {
  return session.expires_at - skewSeconds <= Date.now() / 1000;
}
