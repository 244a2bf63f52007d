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
import { notYours, requireEntitlement, requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { approveUnlistedAnswers, countUnlistedAnswers, deleteOwnGuests } from '../../repositories/guests';
import { sendableGuests } from '../../repositories/guest-sends';
import { ownedInvitation } from '../../repositories/invitations';

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
      const userId = requireUser(request).id;
      const invitationId = request.params.id.toLowerCase();
      if (!(await ownedInvitation(request.em, userId, invitationId))) throw notYours();
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
      const userId = requireUser(request).id;
      const invitationId = request.params.id.toLowerCase();
      const approved = await request.em.transactional(async (tx) => {
        if (!(await ownedInvitation(tx, userId, invitationId))) throw notYours();
        const room = await lockListRoom(tx, userId, invitationId);
        const approving = await countUnlistedAnswers(tx, invitationId, request.body.ids);
        if (!fits(room, approving))
          throw overPlan(messages.guests.approveOverPlan(room.limit, approving, room.listed + approving));
        return approveUnlistedAnswers(tx, invitationId, request.body.ids);
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
      const owner = { userId: requireUser(request).id, invitationId: request.params.id };
      const deleted = await deleteOwnGuests(request.em, owner, request.body.ids);
      // Nothing deleted: a foreign invitation answers 404, one's own (ids already gone) answers 0.
      if (!deleted && !(await ownedInvitation(request.em, owner.userId, owner.invitationId))) throw notYours();
      return { deleted };
    },
  );
};
