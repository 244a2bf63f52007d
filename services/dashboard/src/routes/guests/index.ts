import { limitsOf } from '@undangin/db';
import { fits, lockListRoom, overPlan } from '../../domain/guest-list-room';
import { Type } from '@sinclair/typebox';
import {
  ErrorBody,
  Guest,
  GuestBody,
  GuestPage,
  GuestQuery,
  InvitationGuestParams,
  InvitationParams,
  messages,
  sessionMessages,
  WaTemplate,
  WaTemplateBody,
} from '@undangin/contracts';
import {
  AppError,
  badRequest,
  isUniqueViolation,
  notFound,
  notYours,
  requireInvitation,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { cleanGuest } from '../../domain/guests';
import {
  deleteOwnGuest,
  guestPage,
  guestStats,
  insertGuest,
  markOwnGuestSent,
  updateOwnGuest,
} from '../../repositories/guests';
import { logActivity } from '../../repositories/activity';
import { setOwnWaTemplate } from '../../repositories/invitations';
import { findSession } from '../../repositories/sessions';
import { guestBulkRoutes } from './bulk';
import { guestImportRoutes } from './import';

const duplicateName = () => new AppError(409, 'duplicate_guest', messages.guests.duplicateName);
const optionalText = (value: string | undefined) => value?.trim() || null;
/** What a receptionist co-host's desk may see of a guest: never the personal link's code, the phone or their words. */
const forReceptionist = (guest: Guest): Guest => ({
  ...guest,
  phone: null,
  code: '',
  dietary_requirements: null,
  message: null,
  whatsapp: null,
});

/** The host's guest list of one invitation: paged search, add, edit, delete, marked as sent, the message template. */
export const guestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);

  app.get(
    '/invitations/:id/guests',
    {
      schema: {
        tags: ['guests'],
        params: InvitationParams,
        querystring: GuestQuery,
        response: { 200: GuestPage, '4xx': ErrorBody },
      },
    },
    async (request) => {
      // The desk searches the list too: a receptionist co-host reads what a receptionist link does.
      const caller = await requireInvitation(request, request.params.id, 'desk');
      const userId = caller.ownerId;
      const invitationId = request.params.id;
      const { page = 1, per_page: perPage = 50, q, filter, group, session } = request.query;
      if (session && !(await findSession(request.em, invitationId, session))) throw notFound(sessionMessages.notFound);
      const limits = await limitsOf(request.em, userId);
      const stats = await guestStats(request.em, invitationId, limits.maxGuestsPerInvitation);
      const { items, total } = await guestPage(
        request.em,
        invitationId,
        { page, perPage, q, filter, group, session },
        stats.total,
      );
      const shown = caller.role === 'receptionist' ? items.map(forReceptionist) : items;
      return { items: shown, total, page, per_page: perPage, stats };
    },
  );

  app.post(
    '/invitations/:id/guests',
    {
      schema: {
        tags: ['guests'],
        params: InvitationParams,
        body: GuestBody,
        response: { 201: Guest, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const invitationId = request.params.id;
      const cleaned = cleanGuest(request.body);
      if ('error' in cleaned) throw badRequest(cleaned.error);
      try {
        const guest = await request.em.transactional(async (tx) => {
          const caller = await requireInvitation(request, invitationId, 'edit', tx);
          // The owner's plan sets the list's room, whoever adds.
          const room = await lockListRoom(tx, caller.ownerId, invitationId);
          if (!fits(room, 1)) throw overPlan(messages.guests.addOverPlan(room.limit));
          const added = await insertGuest(tx, invitationId, {
            ...cleaned,
            guest_count: request.body.guest_count ?? 1,
            dietary_requirements: optionalText(request.body.dietary_requirements),
            message: optionalText(request.body.message),
          });
          await logActivity(tx, invitationId, caller, 'guests.added', { count: 1, name: added.name });
          return added;
        });
        return reply.code(201).send(guest);
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicateName();
        throw err;
      }
    },
  );

  app.put(
    '/invitations/:id/guests/:guestId',
    {
      schema: {
        tags: ['guests'],
        params: InvitationGuestParams,
        body: GuestBody,
        response: { 200: Guest, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const cleaned = cleanGuest(request.body, { phoneRequired: false });
      if ('error' in cleaned) throw badRequest(cleaned.error);
      const caller = await requireInvitation(request, request.params.id, 'edit');
      const owner = { userId: caller.ownerId, invitationId: request.params.id, guestId: request.params.guestId };
      try {
        return await request.em.transactional(async (tx) => {
          const guest = await updateOwnGuest(tx, owner, {
            ...cleaned,
            guest_count: request.body.guest_count ?? null,
            dietary_requirements: optionalText(request.body.dietary_requirements),
            message: optionalText(request.body.message),
          });
          if (!guest) throw notYours();
          await logActivity(tx, owner.invitationId, caller, 'guest.updated', { name: guest.name });
          return guest;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicateName();
        throw err;
      }
    },
  );

  app.delete(
    '/invitations/:id/guests/:guestId',
    { schema: { tags: ['guests'], params: InvitationGuestParams, response: { 204: Type.Null(), '4xx': ErrorBody } } },
    async (request, reply) => {
      const caller = await requireInvitation(request, request.params.id, 'edit');
      const owner = { userId: caller.ownerId, invitationId: request.params.id, guestId: request.params.guestId };
      await request.em.transactional(async (tx) => {
        const name = await deleteOwnGuest(tx, owner);
        if (name === null) throw notYours();
        await logActivity(tx, owner.invitationId, caller, 'guests.removed', { count: 1, name });
      });
      return reply.code(204).send(null);
    },
  );

  // The host tapped Send in WhatsApp for this guest: 'Terkirim' with the time.
  app.post(
    '/invitations/:id/guests/:guestId/sent',
    { schema: { tags: ['guests'], params: InvitationGuestParams, response: { 200: Guest, '4xx': ErrorBody } } },
    async (request) => {
      const caller = await requireInvitation(request, request.params.id, 'edit');
      const owner = { userId: caller.ownerId, invitationId: request.params.id, guestId: request.params.guestId };
      const guest = await markOwnGuestSent(request.em, owner);
      if (!guest) throw notYours();
      await logActivity(request.em, owner.invitationId, caller, 'guest.sent', { name: guest.name });
      return guest;
    },
  );

  app.put(
    '/invitations/:id/wa-template',
    {
      schema: {
        tags: ['guests'],
        params: InvitationParams,
        body: WaTemplateBody,
        response: { 200: WaTemplate, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const template = request.body.template.trim();
      const caller = await requireInvitation(request, request.params.id, 'edit');
      if (!(await setOwnWaTemplate(request.em, caller.ownerId, request.params.id, template || null))) throw notYours();
      await logActivity(request.em, caller.invitationId, caller, 'wa_template.changed', {});
      return { template };
    },
  );

  await app.register(guestImportRoutes);
  await app.register(guestBulkRoutes);
};
