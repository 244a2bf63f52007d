import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import {
  authErrorCodes,
  AuthSession,
  AuthUser,
  ErrorBody,
  isValidEmail,
  messages,
  passwordProblems,
  RedirectQuery,
  SignUpBody,
} from '@undangin/contracts';
import { hashPassword } from '@undangin/db';
import { AppError, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { createUser, type PendingSignup } from '../../domain/accounts';
import { authErrors } from '../../domain/auth-errors';
import { toGoTrueUser } from '../../domain/gotrue-user';
import { createLinkToken, voidLinks } from '../../domain/link-tokens';
import { mergeMetadata } from '../../domain/profile-input';
import { keepReferral } from '../../domain/referrals';
import { hit } from '../../domain/rate-limit';
import { settingNamingAdmin } from '../../domain/roles';
import { sessionBody, startSession } from '../../domain/sessions';
import { findUserByEmail, markMailSent } from '../../repositories/users';
import { confirmationMail } from '../../mail/templates';
import { authScreenUrl, clientOf, limitAddress, noStore } from '../../request-client';

/** POST /signup: a session at once when e-mails are auto-confirmed, else the user and a confirmation mail. */
export const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.authDeps;
  const { settings } = deps;
  app.post(
    '/signup',
    {
      schema: {
        tags: ['auth'],
        body: SignUpBody,
        querystring: RedirectQuery,
        response: { 200: Type.Union([AuthSession, AuthUser]), '4xx': ErrorBody, '5xx': ErrorBody },
      },
    },
    async (request, reply) => {
      noStore(reply);
      if (settings.disableSignup) throw authErrors.signupDisabled();
      const email = request.body.email.trim().toLowerCase();
      if (!isValidEmail(email)) throw authErrors.emailInvalid();
      const problems = passwordProblems(request.body.password);
      if (problems.length) throw authErrors.weakPassword(problems);
      const { metadata, profile } = mergeMetadata({}, request.body.data);

      const em = request.em;
      if (await hit(em, `signup:ip:${limitAddress(request, settings)}`, settings.rateLimits.signUpPerIp))
        throw authErrors.rateLimited(messages.register.tooManyAttempts);
      if (await hit(em, `signup:email:${email}`, settings.rateLimits.signUpPerAccount))
        throw authErrors.rateLimited(messages.register.tooManyAttempts);

      const passwordHash = await hashPassword(request.body.password);
      let user;
      // An address an operator setting makes admin never keeps a sign-up's password: whoever typed it may not read
      // the mailbox, so its confirmation link asks the mailbox's owner to choose the password (as for a contested one).
      let pendingSignup: PendingSignup | null =
        !settings.mailerAutoconfirm && settingNamingAdmin(email, settings) ? { contested: true } : null;
      try {
        user = await createUser(em, {
          id: randomUUID(),
          email,
          passwordHash,
          metadata,
          profile,
          confirmed: settings.mailerAutoconfirm,
        });
        // A partner's referral link brought this new account (issue 39).
        await keepReferral(em, request, reply, user, request.log);
      } catch (err) {
        // Signing up again before confirming (the mail was lost, or someone else typed this address) sends a
        // fresh link, and the only one that works: the address is now contested, so no sign-up's password is
        // trusted. Following the link proves the address and asks its owner to choose a password.
        const existing =
          err instanceof AppError && err.code === authErrorCodes.userAlreadyExists
            ? await findUserByEmail(em, email)
            : null;
        if (existing && !existing.email_confirmed_at && !settings.mailerAutoconfirm) {
          user = existing;
          pendingSignup = { contested: true };
          await voidLinks(em, user.id, 'confirmation');
          // Whoever signed the address up first kept no claim on it: nor does their referral. This browser's counts.
          await keepReferral(em, request, reply, user, request.log, { replace: true });
        } else if (err instanceof AppError) {
          throw err;
        } else {
          // GoTrue's answer when the database refuses the new user; the cause goes to the log, not the client.
          request.log.error({ err }, 'sign-up failed');
          throw authErrors.saveFailed();
        }
      }
      if (settings.mailerAutoconfirm) {
        const session = await startSession(em, user.id, 'password', clientOf(request));
        return sessionBody(em, deps, user, session, 'password');
      }

      const token = await createLinkToken(em, user.id, 'confirmation', settings.linkExpiry, pendingSignup);
      const redirectTo = authScreenUrl(settings, request.query.redirect_to, '/login');
      const link = `${settings.siteUrl}/auth/v1/verify?${new URLSearchParams({ token, type: 'signup', redirect_to: redirectTo })}`;
      await deps.mailer.send(confirmationMail(email, profile.name, link), em);
      await markMailSent(em, user.id, 'confirmation');
      // Answers with what this sign-up sent, never the stored details of an earlier, unconfirmed one.
      return toGoTrueUser({ ...user, user_metadata: metadata, confirmation_sent_at: new Date() }, 'user');
    },
  );
};
