import {
  ErrorBody,
  GuestIdsBody,
  GuestsApproved,
  GuestsDeleted,
  InvitationParams,
  messages,
  SendQueue,
} from '@undangin/contracts';
import { fits, lockListRoom, overPlan } from '../../domain/guest-list-room';
import { requireEntitlement, requireInvitation, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { approveUnlistedAnswers, countUnlistedAnswers, deleteOwnGuests } from '../../repositories/guests';
import { sendableGuests } from '../../repositories/guest-sends';
import { logActivity } from '../../repositories/activity';

/** What the host does to many chosen guests at once: approve answers from names not on the list, delete, send. */
export const guestBulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Sending over WhatsApp one guest at a time is every plan's; a paced send to several guests at once is
  // 'Kirim massal via WhatsApp' (whatsapp_bulk).
  app.post(
    '/invitations/:id/guests/send',
    {
      schema: {
        tags: ['guests'],
        params: InvitationParams,
        body: GuestIdsBody,
        response: { 200: SendQueue, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const invitationId = request.params.id.toLowerCase();
      // Whoever sends, the owner's plan decides.
      const userId = (await requireInvitation(request, invitationId, 'edit')).ownerId;
      const ids = await sendableGuests(request.em, { userId, invitationId }, request.body.ids);
      if (ids.length > 1) await requireEntitlement(request.em, userId, 'whatsapp_bulk');
      return { ids };
    },
  );

  // Approving puts answers on the list, within the plan: all of the chosen ones, or none when they do not fit.
  app.post(
    '/invitations/:id/guests/approve',
    {
      schema: {
        tags: ['guests'],
        params: InvitationParams,
        body: GuestIdsBody,
        response: { 200: GuestsApproved, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const invitationId = request.params.id.toLowerCase();
      const approved = await request.em.transactional(async (tx) => {
        const caller = await requireInvitation(request, invitationId, 'edit', tx);
        const room = await lockListRoom(tx, caller.ownerId, invitationId);
        const approving = await countUnlistedAnswers(tx, invitationId, request.body.ids);
        if (!fits(room, approving))
          throw overPlan(messages.guests.approveOverPlan(room.limit, approving, room.listed + approving));
        const count = await approveUnlistedAnswers(tx, invitationId, request.body.ids);
        if (count) await logActivity(tx, invitationId, caller, 'guests.approved', { count });
        return count;
      });
      return { approved };
    },
  );

  app.post(
    '/invitations/:id/guests/delete',
    {
      schema: {
        tags: ['guests'],
        params: InvitationParams,
        body: GuestIdsBody,
        response: { 200: GuestsDeleted, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const caller = await requireInvitation(request, request.params.id, 'edit');
      const owner = { userId: caller.ownerId, invitationId: request.params.id };
      const deleted = await request.em.transactional(async (tx) => {
        const count = await deleteOwnGuests(tx, owner, request.body.ids);
        if (count) await logActivity(tx, owner.invitationId, caller, 'guests.removed', { count });
        return count;
      });
      return { deleted };
    },
  );
};
