import { AuthSession, ErrorBody, messages, normalizeWhatsapp, TokenBody, TokenQuery } from '@undangin/contracts';
import { hashPassword, securitySettingsReader, verifyPassword, type EntityManager } from '@undangin/db';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authErrors } from '../../domain/auth-errors';
import { accountBucket, hit } from '../../domain/rate-limit';
import { beginSignInAttempt, signInAttemptFailed, signInAttemptSucceeded } from '../../domain/sign-in-delay';
import { rotateRefreshToken, sessionBody, startSession } from '../../domain/sessions';
import { findUserByEmail, findUserById, findUserByWhatsapp, markSignedIn } from '../../repositories/users';
import { clientOf, limitAddress, noStore } from '../../request-client';

// Verifying against a throwaway hash when the account does not exist keeps both answers equally slow.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword(`decoy-${Math.random()}`));

/** POST /token?grant_type=password|refresh_token. */
export const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.authDeps;
  const { settings } = deps;
  const loginSecurity = securitySettingsReader();

  async function passwordGrant(em: EntityManager, request: FastifyRequest, reply: FastifyReply, body: TokenBody) {
    const password = body.password ?? '';
    const identifier = (body.email ?? body.phone ?? '').trim();
    if (!identifier || !password) throw authErrors.missing(messages.login.required);
    const limits = settings.rateLimits;
    const { limit_sign_in_per_address: perAddress } = await loginSecurity(em);
    if (perAddress && (await hit(em, `signin:ip:${limitAddress(request, settings)}`, limits.signInPerIp)))
      throw authErrors.rateLimited(messages.login.tooManyAttempts);

    // A WhatsApp number stands in for the e-mail: the service resolves it, the browser never looks it up.
    const byPhone = !body.email;
    const key = byPhone ? normalizeWhatsapp(identifier) : identifier.toLowerCase();
    const user = byPhone ? await findUserByWhatsapp(em, key) : await findUserByEmail(em, key);
    // Failures slow down the address that makes them (per account: its e-mail and its number count together), never
    // a clean address's right password: a guesser cannot lock the owner out (rule in domain/sign-in-delay.ts).
    const attempt = await beginSignInAttempt(
      em,
      settings.signInDelays,
      accountBucket(user?.id ?? key),
      limitAddress(request, settings),
    );
    if ('waitSeconds' in attempt) {
      reply.header('retry-after', String(attempt.waitSeconds));
      throw authErrors.signInWait(attempt.waitSeconds);
    }

    const right = await verifyPassword(user?.encrypted_password ?? (await decoy()), password);
    if (!user || !right) {
      await signInAttemptFailed(em, settings.signInDelays, attempt);
      throw !user && byPhone ? authErrors.whatsappNotFound(key) : authErrors.invalidCredentials();
    }
    await signInAttemptSucceeded(em, attempt);
    if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
    if (user.disabled_at) throw authErrors.userBanned();
    await markSignedIn(em, user.id);
    const session = await startSession(em, user.id, 'password', clientOf(request));
    return sessionBody(em, deps, { ...user, last_sign_in_at: new Date() }, session, 'password');
  }

  async function refreshGrant(em: EntityManager, body: TokenBody) {
    if (!body.refresh_token) throw authErrors.refreshNotFound();
    const rotated = await rotateRefreshToken(em, body.refresh_token, settings.linkExpiry);
    const user = await findUserById(em, rotated.userId);
    if (!user) throw authErrors.refreshNotFound();
    if (user.disabled_at) throw authErrors.userBanned();
    return sessionBody(em, deps, user, rotated, rotated.method);
  }

  app.post(
    '/token',
    {
      schema: {
        tags: ['auth'],
        querystring: TokenQuery,
        body: TokenBody,
        response: { 200: AuthSession, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return request.query.grant_type === 'password'
        ? passwordGrant(request.em, request, reply, request.body)
        : refreshGrant(request.em, request.body);
    },
  );
};
