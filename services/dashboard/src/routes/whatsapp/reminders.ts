import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import {
  ErrorBody,
  InvitationParams,
  ReminderBody,
  ReminderOverview,
  Uuid,
  errorCodes,
  whatsappMessages,
} from '@undangin/contracts';
import {
  AppError,
  hasEntitlement,
  notFound,
  notYours,
  requireEntitlement,
  requireInvitation,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import { scheduleReminder } from '../../domain/whatsapp-reminders';
import { requireChannel } from '../../domain/whatsapp-send';
import { logActivity } from '../../repositories/activity';
import {
  cancelReminder,
  dueGuests,
  listReminders,
  recordTapReminder,
  reminderExists,
} from '../../repositories/whatsapp-reminders';

/** The owner's or an editor's invitation; `userId` is its owner's (their plan decides). */
async function ownInvitation(request: FastifyRequest, params: { id: string }) {
  const caller = await requireInvitation(request, params.id.toLowerCase(), 'edit');
  return { ...caller, userId: caller.ownerId, caller };
}

/**
 * Reminders, every plan by its channel: 'Perlu diingatkan' (who has not answered), one tap at a time through the
 * host's own WhatsApp (recorded per guest), or scheduled and sent by the platform with Integrasi WhatsApp.
 */
export const whatsappReminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['whatsapp'];
  const ReminderParams = Type.Object({ id: Uuid, reminderId: Uuid });

  app.get(
    '/invitations/:id/whatsapp/reminders',
    { schema: { tags, params: InvitationParams, response: { 200: ReminderOverview, '4xx': ErrorBody } } },
    async (request) => {
      const { userId, invitationId } = await ownInvitation(request, request.params);
      const [reminders, due, paid] = await Promise.all([
        listReminders(request.em, invitationId),
        dueGuests(request.em, invitationId),
        hasEntitlement(request.em, userId, 'whatsapp_api'),
      ]);
      return { reminders, due: due.due, due_total: due.total, automatic: paid && !!app.whatsapp.channel };
    },
  );

  app.post(
    '/invitations/:id/whatsapp/reminders',
    {
      schema: {
        tags,
        params: InvitationParams,
        body: ReminderBody,
        response: { 200: Type.Object({ id: Type.String() }), '4xx': ErrorBody },
      },
    },
    async (request) => {
      const { userId, invitationId, caller } = await ownInvitation(request, request.params);
      await requireEntitlement(request.em, userId, 'whatsapp_api');
      requireChannel(app.whatsapp);
      const id = await scheduleReminder(app.whatsapp, request.em, invitationId, request.body);
      await logActivity(request.em, invitationId, caller, 'reminder.scheduled', {
        send_at: `${request.body.date} ${request.body.time} ${request.body.time_zone}`,
      });
      return { id };
    },
  );

  app.delete(
    '/invitations/:id/whatsapp/reminders/:reminderId',
    { schema: { tags, params: ReminderParams, response: { 204: Type.Null(), '4xx': ErrorBody } } },
    async (request, reply) => {
      const { invitationId, caller } = await ownInvitation(request, request.params);
      const id = request.params.reminderId.toLowerCase();
      if (!(await cancelReminder(request.em, invitationId, id))) {
        if (!(await reminderExists(request.em, invitationId, id))) throw notFound(whatsappMessages.reminderNotFound);
        throw new AppError(409, errorCodes.conflict, whatsappMessages.reminderDone);
      }
      await logActivity(request.em, invitationId, caller, 'reminder.cancelled', {});
      return reply.code(204).send(null);
    },
  );

  // The host sent a reminder from their own WhatsApp (every plan): recorded for the guest, once a day at most.
  app.post(
    '/invitations/:id/guests/:guestId/reminded',
    {
      schema: {
        tags,
        params: Type.Object({ id: Uuid, guestId: Uuid }),
        response: { 204: Type.Null(), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const { userId, invitationId } = await ownInvitation(request, request.params);
      const owner = { userId, invitationId };
      if (!(await recordTapReminder(request.em, owner, request.params.guestId.toLowerCase(), randomUUID())))
        throw notYours();
      return reply.code(204).send(null);
    },
  );
};
