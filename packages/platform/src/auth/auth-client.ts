import {
  authApiVersion,
  type AuthSession,
  type AuthUser,
  type MfaChallenge,
  type MfaEnrollment,
  type UserMetadata,
} from '@undangin/contracts';
import { authPaths } from './auth-paths';

/** A failed call to the auth service: GoTrue's code, the HTTP status (0 when the network failed) and its text. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }

  /** Worth trying again later: the network or the service failed, not the request. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  headers.set(authApiVersion.header, authApiVersion.value);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  let response: Response;
  try {
    response = await fetch(`${authPaths.base}${path}`, {
      ...init,
      headers,
      signal: init.signal ?? AbortSignal.timeout(10_000),
    });
  } catch {
    throw new AuthError(0, 'network_error', '');
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as (Record<string, unknown> & T) | null;
  if (!response.ok) {
    const code =
      typeof body?.code === 'string'
        ? body.code
        : typeof body?.error_code === 'string'
          ? body.error_code
          : `http_${response.status}`;
    const message = typeof body?.message === 'string' ? body.message : typeof body?.msg === 'string' ? body.msg : '';
    throw new AuthError(response.status, code, message);
  }
  return body as T;
}

const post = <T>(path: string, body: unknown, token?: string) =>
  call<T>(path, { method: 'POST', body: JSON.stringify(body), token });

/** The GoTrue REST calls the product makes, one function each. */
export const authClient = {
  signInWithPassword: (credentials: { email: string; password: string } | { phone: string; password: string }) =>
    post<AuthSession>('/token?grant_type=password', credentials),
  refresh: (refreshToken: string) =>
    post<AuthSession>('/token?grant_type=refresh_token', { refresh_token: refreshToken }),
  signUp: (input: { email: string; password: string; data: UserMetadata }) =>
    post<AuthSession | AuthUser>('/signup', input),
  recover: (email: string, redirectTo: string) =>
    post<Record<string, never>>(`/recover?redirect_to=${encodeURIComponent(redirectTo)}`, { email }),
  getUser: (token: string) => call<AuthUser>('/user', { token }),
  updateUser: (token: string, attributes: { password?: string; current_password?: string; data?: UserMetadata }) =>
    call<AuthUser>('/user', { method: 'PUT', body: JSON.stringify(attributes), token }),
  logout: (token: string, scope: 'global' | 'local' | 'others' = 'local') =>
    post<void>(`/logout?scope=${scope}`, {}, token),
  enrollTotp: (token: string, friendlyName?: string) =>
    post<MfaEnrollment>(
      '/factors',
      { factor_type: 'totp', ...(friendlyName ? { friendly_name: friendlyName } : {}) },
      token,
    ),
  challengeFactor: (token: string, factorId: string) =>
    post<MfaChallenge>(`/factors/${encodeURIComponent(factorId)}/challenge`, {}, token),
  verifyFactor: (token: string, factorId: string, challengeId: string, code: string) =>
    post<AuthSession>(`/factors/${encodeURIComponent(factorId)}/verify`, { challenge_id: challengeId, code }, token),
  unenrollFactor: (token: string, factorId: string) =>
    call<{ id: string }>(`/factors/${encodeURIComponent(factorId)}`, { method: 'DELETE', token }),
};

export const isSession = (body: AuthSession | AuthUser): body is AuthSession => 'access_token' in body;
