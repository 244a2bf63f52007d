import { authPaths } from './auth-paths';
import type { Session } from './session';

let inFlight: Promise<Session | null> | null = null;

/**
 * Trades a refresh token for a new session. One refresh at a time: concurrent callers share it, because the
 * auth service rotates refresh tokens and a reused one revokes the whole family.
 */
export function refreshSession(refreshToken: string): Promise<Session | null> {
  inFlight ??= (async () => {
    try {
      const response = await fetch(authPaths.refresh, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as Session & { user: { id: string; email: string | null; user_metadata?: { name?: string }; app_metadata?: { role?: string } } };
      return {
        access_token: body.access_token,
        refresh_token: body.refresh_token,
        expires_at: body.expires_at,
        user: {
          id: body.user.id,
          email: body.user.email,
          name: body.user.user_metadata?.name ?? null,
          role: body.user.app_metadata?.role === 'admin' ? 'admin' : 'user',
        },
      };
    } catch {
      return null;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
