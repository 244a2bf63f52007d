import { Type } from '@sinclair/typebox';
import {
  AutoSendBody,
  AutoSendResult,
  ErrorBody,
  InvitationParams,
  WhatsappPreview,
  WhatsappProgress,
  WhatsappRetryResult,
  errorCodes,
  whatsappMessages,
  type SendAudience,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import {
  AppError,
  badRequest,
  requireEntitlement,
  requireInvitation,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import { planSend, queueSend, requireChannel } from '../../domain/whatsapp-send';
import { queueSendJobs } from '../../repositories/jobs';
import { logActivity } from '../../repositories/activity';
import { findSession, guestGroups } from '../../repositories/sessions';
import { messageProgress, requeueFailed } from '../../repositories/whatsapp-messages';

const invitationSend = { kind: 'invitation', round: 'undangan' } as const;

/** The owner's or an editor's invitation, on an owner's plan with 'Integrasi WhatsApp', on a server with a channel. */
async function automaticSender(request: FastifyRequest, params: InvitationParams) {
  const caller = await requireInvitation(request, params.id.toLowerCase(), 'edit');
  await requireEntitlement(request.em, caller.ownerId, 'whatsapp_api');
  requireChannel(request.server.whatsapp);
  return caller;
}

/** A group or session the audience names must be the invitation's own. */
async function checkAudience(em: EntityManager, invitationId: string, audience: SendAudience) {
  if (audience.kind === 'group') {
    const wanted = audience.group.trim().toLowerCase();
    if (!(await guestGroups(em, invitationId)).some((group) => group.name.toLowerCase() === wanted))
      throw badRequest(whatsappMessages.groupUnknown);
  }
  if (audience.kind === 'session' && !(await findSession(em, invitationId, audience.session_id.toLowerCase())))
    throw badRequest(whatsappMessages.sessionUnknown);
}

/** Automatic sending ('Integrasi WhatsApp'): preview, send, progress, retry of failures. */
export const whatsappSendRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['whatsapp'];

  app.post(
    '/invitations/:id/whatsapp/preview',
    {
      schema: {
        tags,
        params: InvitationParams,
        body: AutoSendBody,
        response: { 200: WhatsappPreview, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const { invitationId } = await automaticSender(request, request.params);
      await checkAudience(request.em, invitationId, request.body.audience);
      const planned = await planSend(app.whatsapp, request.em, invitationId, request.body.audience, invitationSend);
      return {
        text: planned.first?.text ?? '',
        guest_name: planned.first?.name ?? null,
        recipients: planned.rows.length,
        template: app.whatsapp.settings.templates.invitation,
        header_image: null,
      };
    },
  );

  app.post(
    '/invitations/:id/whatsapp/send',
    {
      schema: {
        tags,
        params: InvitationParams,
        body: AutoSendBody,
        response: { 200: AutoSendResult, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const caller = await automaticSender(request, request.params);
      const { invitationId } = caller;
      await checkAudience(request.em, invitationId, request.body.audience);
      const result = await queueSend(app.whatsapp, request.em, invitationId, request.body.audience, invitationSend);
      if (!result.queued) throw new AppError(409, errorCodes.nothingToSend, whatsappMessages.noRecipients);
      await logActivity(request.em, invitationId, caller, 'whatsapp.sent', { count: result.queued });
      return result;
    },
  );

  app.get(
    '/invitations/:id/whatsapp/progress',
    { schema: { tags, params: InvitationParams, response: { 200: WhatsappProgress, '4xx': ErrorBody } } },
    async (request) => {
      const { invitationId } = await requireInvitation(request, request.params.id.toLowerCase(), 'edit');
      return { channel: app.whatsapp.settings.channel, ...(await messageProgress(request.em, invitationId)) };
    },
  );

  app.post(
    '/invitations/:id/whatsapp/retry',
    {
      schema: {
        tags,
        params: InvitationParams,
        body: Type.Object({ ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 10_000 })) }),
        response: { 200: WhatsappRetryResult, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const caller = await automaticSender(request, request.params);
      const { invitationId } = caller;
      const ids = await request.em.transactional(async (tx) => {
        const requeued = await requeueFailed(tx, invitationId, request.body.ids ?? null);
        await queueSendJobs(tx, requeued);
        if (requeued.length)
          await logActivity(tx, invitationId, caller, 'whatsapp.retried', { count: requeued.length });
        return requeued;
      });
      if (!ids.length) throw new AppError(409, errorCodes.nothingToSend, whatsappMessages.noFailures);
      return { queued: ids.length };
    },
  );
};
