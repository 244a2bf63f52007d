import { AuthSession, ErrorBody, VerifyBody, VerifyQuery } from '@undangin/contracts';
import { hashPassword, type EntityManager } from '@undangin/db';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import { authErrors } from '../../domain/auth-errors';
import { followLink } from '../../domain/link-tokens';
import { sessionBody, startSession } from '../../domain/sessions';
import { randomToken } from '../../domain/tokens';
import { findUserById, markSignedIn } from '../../repositories/users';
import { authScreenUrl, clientOf, noStore } from '../../request-client';

type OtpType = VerifyBody['type'];

/** Uses up a mailed link's token and opens a session: a recovery session for reset links. */
export const verifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.authDeps;
  const { settings } = deps;

  const unusableHash = () => hashPassword(randomToken());

  /** Uses up a link and opens a session: a recovery one for reset links and for a contested sign-up's link. */
  async function verify(em: EntityManager, request: FastifyRequest, token: string, type: OtpType) {
    const kind = type === 'recovery' ? 'recovery' : 'confirmation';
    const followed = await followLink(em, token, kind, unusableHash);
    if (!followed) throw authErrors.linkInvalid();
    await markSignedIn(em, followed.userId);
    const user = (await findUserById(em, followed.userId))!;
    const method = kind === 'recovery' || followed.mustSetPassword ? 'recovery' : 'email';
    return {
      session: await sessionBody(
        em,
        deps,
        user,
        await startSession(em, followed.userId, method, clientOf(request)),
        method,
      ),
      mustSetPassword: followed.mustSetPassword,
    };
  }

  const recoveryParams = (session: AuthSession) => ({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    token_type: 'bearer',
    type: 'recovery',
  });

  app.post(
    '/verify',
    { schema: { tags: ['auth'], body: VerifyBody, response: { 200: AuthSession, '4xx': ErrorBody } } },
    async (request, reply) => {
      noStore(reply);
      const token = request.body.token_hash ?? request.body.token;
      if (!token) throw authErrors.linkInvalid();
      return (await verify(request.em, request, token, request.body.type)).session;
    },
  );

  // The link in the mail. A reset link lands on /reset-password with a recovery session in the URL fragment, as
  // GoTrue sends it: the fragment never reaches a server, a log or a Referer. A confirmation link only proves the
  // address and lands on /login, which says so: no session rides in a URL that anyone could craft for a victim. The
  // one exception is a contested sign-up's link: its passwords are void, so it is a reset link in effect and lands on
  // /reset-password. Failures land on the same screens with GoTrue's error fields, in the fragment too.
  app.get('/verify', { schema: { tags: ['auth'], querystring: VerifyQuery } }, async (request, reply) => {
    noStore(reply);
    const { token, type } = request.query;
    const recovery = type === 'recovery';
    const failed = {
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      type,
    };
    let target = new URL(authScreenUrl(settings, request.query.redirect_to, recovery ? '/reset-password' : '/login'));
    let params: Record<string, string>;
    if (recovery) {
      try {
        params = recoveryParams((await verify(request.em, request, token, type)).session);
      } catch {
        params = failed;
      }
    } else {
      const followed = await followLink(request.em, token, 'confirmation', unusableHash);
      if (followed?.mustSetPassword) {
        // A contested address: its owner chooses the password now, on the reset screen, with a recovery session.
        await markSignedIn(request.em, followed.userId);
        const user = (await findUserById(request.em, followed.userId))!;
        const session = await sessionBody(
          request.em,
          deps,
          user,
          await startSession(request.em, followed.userId, 'recovery', clientOf(request)),
          'recovery',
        );
        target = new URL('/reset-password', target.origin);
        params = recoveryParams(session);
      } else {
        params = followed ? { email_confirmed: '1' } : failed;
      }
    }
    target.hash = new URLSearchParams(params).toString();
    return reply.redirect(target.toString(), 303);
  });
};
