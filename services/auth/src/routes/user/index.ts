import { AuthUser, ErrorBody, messages, passwordProblems, UserUpdateBody } from '@undangin/contracts';
import { hashPassword, verifyPassword } from '@undangin/db';
import { requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import { saveProfile } from '../../domain/accounts';
import { authErrors } from '../../domain/auth-errors';
import { toGoTrueUser } from '../../domain/gotrue-user';
import { listFactors, toMfaFactor } from '../../repositories/mfa-factors';
import { mergeMetadata } from '../../domain/profile-input';
import { roleOf } from '../../domain/roles';
import { endSessions } from '../../domain/sessions';
import { accountBucket, hit } from '../../domain/rate-limit';
import {
  beginSignInAttempt,
  forgetSignInFailures,
  signInAttemptFailed,
  signInAttemptSucceeded,
} from '../../domain/sign-in-delay';
import { findSession } from '../../repositories/sessions';
import { findUserById, setPasswordHash } from '../../repositories/users';
import { limitAddress, noStore } from '../../request-client';

/** GET and PUT /user: the signed-in user, whose session must still exist (logout and reuse end it at once). */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.authDeps;
  async function current(request: FastifyRequest) {
    const bearer = requireUser(request);
    const session = await findSession(request.em, bearer.sessionId, bearer.id);
    const user = session ? await findUserById(request.em, bearer.id) : null;
    if (!session || !user) throw authErrors.sessionNotFound();
    return { session, user };
  }

  app.get(
    '/user',
    { preHandler: app.authenticate, schema: { tags: ['auth'], response: { 200: AuthUser, '4xx': ErrorBody } } },
    async (request, reply) => {
      noStore(reply);
      const { user } = await current(request);
      return toGoTrueUser(user, roleOf(user, deps.settings), (await listFactors(request.em, user.id)).map(toMfaFactor));
    },
  );

  app.put(
    '/user',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], body: UserUpdateBody, response: { 200: AuthUser, '4xx': ErrorBody } },
    },
    async (request, reply) => {
      noStore(reply);
      const em = request.em;
      const { session, user } = await current(request);
      const body = request.body;
      if (body.email !== undefined && body.email.trim().toLowerCase() !== user.email.toLowerCase())
        throw authErrors.emailChangeUnsupported();

      // Checked before anything is written, so a bad number never leaves half a save behind.
      const profileUpdate = body.data ? mergeMetadata(user.user_metadata, body.data) : null;
      // On an account with two-factor, what signs in (the password, the WhatsApp number) changes only from a
      // session that verified a code: a stolen password alone must not take the account (or sign its owner out).
      const changesNumber =
        profileUpdate !== null &&
        profileUpdate.profile.whatsapp !== mergeMetadata(user.user_metadata, {}).profile.whatsapp;
      const changesSignIn = body.password !== undefined || changesNumber;
      if (
        changesSignIn &&
        session.aal !== 'aal2' &&
        (await listFactors(em, user.id)).some((factor) => factor.status === 'verified')
      )
        throw authErrors.insufficientAal();
      // Whether a number is taken shows in the answer: an account, and an address, may try only a few an hour.
      if (changesNumber) {
        const limits = deps.settings.rateLimits;
        if (
          (await hit(em, `phone-change:account:${user.id}`, limits.phoneChangePerAccount)) ||
          (await hit(em, `phone-change:ip:${limitAddress(request, deps.settings)}`, limits.phoneChangePerIp))
        )
          throw authErrors.rateLimited(messages.account.tooManyAttempts);
      }
      let newHash: string | null = null;
      // A reset link's session may set a new password as long as the link lived (MAIL_LINK_EXPIRY, as its refresh
      // does); otherwise the current password must be given.
      const fromResetLink =
        session.method === 'recovery' &&
        Date.now() - new Date(session.created_at).getTime() < deps.settings.linkExpiry * 1000;
      if (body.password !== undefined) {
        if (!fromResetLink) {
          if (!body.current_password) throw authErrors.currentPasswordRequired();
          // Guessing the current password with a stolen access token meets the sign-in waits.
          const attempt = await beginSignInAttempt(
            em,
            deps.settings.signInDelays,
            accountBucket(user.id),
            limitAddress(request, deps.settings),
          );
          if ('waitSeconds' in attempt) {
            reply.header('retry-after', String(attempt.waitSeconds));
            throw authErrors.signInWait(attempt.waitSeconds);
          }
          if (!(await verifyPassword(user.encrypted_password, body.current_password))) {
            await signInAttemptFailed(em, deps.settings.signInDelays, attempt);
            throw authErrors.currentPasswordWrong();
          }
          await signInAttemptSucceeded(em, attempt);
        }
        const problems = passwordProblems(body.password);
        if (problems.length) throw authErrors.weakPassword(problems);
        if (await verifyPassword(user.encrypted_password, body.password)) throw authErrors.samePassword();
        newHash = await hashPassword(body.password);
      }

      await em.transactional(async (tx) => {
        if (profileUpdate) await saveProfile(tx, user.id, profileUpdate.metadata, profileUpdate.profile);
        if (newHash) {
          // Chosen through a mailed link, or changed by someone who knew a password that was.
          await setPasswordHash(tx, user.id, newHash, fromResetLink || user.password_chosen_by_link);
          // A new password signs out every other device. A reset link's session ends too: its tokens travelled
          // in a URL, and the owner logs in afresh with the new password.
          await endSessions(tx, user.id, session.id, session.method === 'recovery' ? 'global' : 'others');
          // Guesses at the old password are moot, and the owner must not wait to use the new one.
          await forgetSignInFailures(tx, accountBucket(user.id));
        }
      });
      const saved = (await findUserById(em, user.id))!;
      return toGoTrueUser(
        saved,
        roleOf(saved, deps.settings),
        (await listFactors(request.em, saved.id)).map(toMfaFactor),
      );
    },
  );
};
