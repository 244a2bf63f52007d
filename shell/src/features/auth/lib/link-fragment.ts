/**
 * What a mailed link put in the URL fragment when /auth/v1/verify sent the browser to an auth screen, in GoTrue's
 * shape: a recovery session (#access_token=…&refresh_token=…&type=recovery), a confirmation (#email_confirmed=1) or
 * an error (#error=access_denied&error_code=otp_expired…). The fragment never reaches a server, a log or a Referer.
 */
const paramsOf = (hash: string) => new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);

/** The access token of the recovery session a reset link brought, or null (none, an error, or another kind of link). */
export function recoveryAccessToken(hash: string): string | null {
  const params = paramsOf(hash);
  const accessToken = params.get('access_token');
  const valid = accessToken && params.get('refresh_token') && params.get('type') === 'recovery' && !params.get('error');
  return valid ? accessToken : null;
}

/** What a confirmation link landing on /login says: the address is proven, the link was used up or expired, or nothing. */
export function confirmationOutcome(hash: string): 'confirmed' | 'invalid' | null {
  const params = paramsOf(hash);
  if (params.get('error_code') || params.get('error')) return 'invalid';
  return params.get('email_confirmed') === '1' ? 'confirmed' : null;
}
