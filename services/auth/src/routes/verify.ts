import { AuthSession, ErrorBody, VerifyBody, VerifyQuery } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import type { App } from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import type { AuthDeps } from '../deps';
import { findUserById, markSignedIn } from '../domain/accounts';
import { authErrors } from '../domain/auth-errors';
import { followLink } from '../domain/link-tokens';
import { sessionBody, startSession } from '../domain/sessions';
import { clientOf, noStore, safeRedirect } from './client';

type OtpType = VerifyBody['type'];

/** Uses up a mailed link's token and opens a session: a recovery session for reset links. */
export function verifyRoutes(app: App, deps: AuthDeps): void {
  const { settings } = deps;

  async function verify(em: EntityManager, request: FastifyRequest, token: string, type: OtpType) {
    const kind = type === 'recovery' ? 'recovery' : 'confirmation';
    const userId = await followLink(em, token, kind);
    if (!userId) throw authErrors.linkInvalid();
    await markSignedIn(em, userId);
    const user = (await findUserById(em, userId))!;
    const method = kind === 'recovery' ? 'recovery' : 'email';
    return sessionBody(deps, user, await startSession(em, userId, method, clientOf(request)), method);
  }

  app.post(
    '/verify',
    { schema: { tags: ['auth'], body: VerifyBody, response: { 200: AuthSession, '4xx': ErrorBody } } },
    async (request, reply) => {
      noStore(reply);
      const token = request.body.token_hash ?? request.body.token;
      if (!token) throw authErrors.linkInvalid();
      return verify(request.em, request, token, request.body.type);
    },
  );

  // The link in the mail. A reset link lands on /reset-password with a recovery session in the query
  // string (what that page reads). A confirmation link only proves the address and lands on /login, which
  // says so: no session rides in a URL that anyone could craft for a victim.
  app.get('/verify', { schema: { tags: ['auth'], querystring: VerifyQuery } }, async (request, reply) => {
    noStore(reply);
    const { token, type } = request.query;
    const recovery = type === 'recovery';
    const target = new URL(safeRedirect(settings, request.query.redirect_to, recovery ? '/reset-password' : '/login'));
    const failed = { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired', type };
    let params: Record<string, string>;
    if (recovery) {
      try {
        const session = await verify(request.em, request, token, type);
        params = {
          access_token: session.access_token,
          refresh_token: session.refresh_token,
          expires_in: String(session.expires_in),
          expires_at: String(session.expires_at),
          token_type: 'bearer',
          type,
        };
      } catch {
        params = failed;
      }
    } else {
      const userId = await followLink(request.em, token, 'confirmation');
      params = userId ? { email_confirmed: '1' } : failed;
    }
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    return reply.redirect(target.toString(), 303);
  });
}
