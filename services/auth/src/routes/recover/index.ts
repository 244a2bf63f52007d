import { Type } from '@sinclair/typebox';
import { ErrorBody, isValidEmail, messages, RecoverBody, RedirectQuery } from '@undangin/contracts';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { findUserByEmail, markMailSent } from '../../repositories/users';
import { authErrors } from '../../domain/auth-errors';
import { createLinkToken } from '../../domain/link-tokens';
import { hit } from '../../domain/rate-limit';
import { recoveryMail } from '../../mail/templates';
import { authScreenUrl, limitAddress, noStore } from '../../request-client';

/**
 * POST /recover: mails a single-use reset link valid for an hour. The link passes through GET /verify,
 * which sends the browser to /reset-password with a recovery session in the URL fragment.
 */
export const recoverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.authDeps;
  const { settings } = deps;
  app.post(
    '/recover',
    {
      schema: {
        tags: ['auth'],
        body: RecoverBody,
        querystring: RedirectQuery,
        response: { 200: Type.Object({}), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const em = request.em;
      const email = request.body.email.trim().toLowerCase();
      if (!email) throw authErrors.missing(messages.forgot.required);
      if (!isValidEmail(email)) throw authErrors.emailInvalid();
      if (await hit(em, `recover:ip:${limitAddress(request, settings)}`, settings.rateLimits.recoverPerIp))
        throw authErrors.rateLimited(messages.forgot.rateLimited);
      if (await hit(em, `recover:email:${email}`, settings.rateLimits.recoverPerAccount))
        throw authErrors.rateLimited(messages.forgot.rateLimited);
      // The product tells a visitor that an address is unknown; the limits above keep that from becoming a lookup service.
      const user = await findUserByEmail(em, email);
      if (!user) throw authErrors.emailNotFound();

      const token = await createLinkToken(em, user.id, 'recovery', settings.linkExpiry);
      const redirectTo = authScreenUrl(settings, request.query.redirect_to, '/reset-password');
      const link = `${settings.siteUrl}/auth/v1/verify?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })}`;
      const name = typeof user.user_metadata.name === 'string' ? user.user_metadata.name : null;
      await deps.mailer.send(recoveryMail(user.email, name, link), em);
      await markMailSent(em, user.id, 'recovery');
      return {};
    },
  );
};
