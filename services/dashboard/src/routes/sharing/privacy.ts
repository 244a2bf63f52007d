import { randomBytes } from 'node:crypto';
import {
  defaultPrivateTitle,
  ErrorBody,
  InvitationParams,
  invitationPasswordRules,
  PrivacyBody,
  PrivacySettings,
  privacyMessages,
} from '@undangin/contracts';
import { hashPassword } from '@undangin/db';
import { badRequest, notYours, requireInvitation, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { logActivity } from '../../repositories/activity';
import { privacyOf, setInvitationPassword, setPrivacy } from '../../repositories/invitation-privacy';

const passwordProblem = (message: string) => badRequest(message, [{ field: 'password', message }]);

/**
 * Who may open the page: anyone with its address, only guests with a personal link, or those with the host's
 * password (and guests with a personal link, who never need it). The owner and editors set it.
 */
export const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/invitations/:id/privacy',
    {
      schema: {
        tags: ['sharing'],
        params: InvitationParams,
        body: PrivacyBody,
        response: { 200: PrivacySettings, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const caller = await requireInvitation(request, request.params.id, 'edit');
      const { privacy, password } = request.body;
      const title = request.body.title.trim() || null;
      const current = await privacyOf(request.em, caller.invitationId);
      if (!current) throw notYours();
      const newPassword = password === undefined || password === '' ? null : password;
      if (newPassword !== null && newPassword.length < invitationPasswordRules.min)
        throw passwordProblem(privacyMessages.passwordShort);
      if (privacy === 'password' && newPassword === null && !current.has_password)
        throw passwordProblem(privacyMessages.passwordRequired);
      const passwordHash = newPassword === null ? null : await hashPassword(newPassword);
      await request.em.transactional(async (tx) => {
        if (passwordHash)
          await setInvitationPassword(tx, caller.invitationId, passwordHash, randomBytes(32).toString('base64url'));
        await setPrivacy(tx, caller.invitationId, privacy, title === defaultPrivateTitle ? null : title);
        if (privacy !== current.privacy || passwordHash)
          await logActivity(tx, caller.invitationId, caller, 'privacy.changed', {
            privacy,
            ...(passwordHash ? { password_changed: true } : {}),
          });
      });
      return (await privacyOf(request.em, caller.invitationId))!;
    },
  );
};
