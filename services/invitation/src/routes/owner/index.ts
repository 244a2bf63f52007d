import { Type } from '@sinclair/typebox';
import {
  ErrorBody,
  GuestbookEntryParams,
  GuestbookVisibilityBody,
  InvitationParams,
  messages,
  OwnerGuestbookEntry,
} from '@undangin/contracts';
import { iso, notFound, notYours, requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { listAllEntries, setEntryHidden } from '../../repositories/guestbook-entries';
import { isOwnedBy } from '../../repositories/invitations';

/** The host's moderation of their guest book: every entry, and hiding or showing one. Foreign ids answer 404. */
export const ownerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);

  app.get(
    '/invitations/:id/guestbook',
    {
      schema: {
        tags: ['owner'],
        params: InvitationParams,
        response: { 200: Type.Array(OwnerGuestbookEntry), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (!(await isOwnedBy(request.em, request.params.id, requireUser(request).id))) throw notYours();
      const rows = await listAllEntries(request.em, request.params.id);
      return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
    },
  );

  app.patch(
    '/invitations/:id/guestbook/:entryId',
    {
      schema: {
        tags: ['owner'],
        params: GuestbookEntryParams,
        body: GuestbookVisibilityBody,
        response: { 200: OwnerGuestbookEntry, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const owner = { userId: requireUser(request).id, invitationId: request.params.id };
      const row = await setEntryHidden(request.em, owner, request.params.entryId, request.body.hidden);
      if (!row) throw notFound(messages.errors.notFound);
      return { ...row, created_at: iso(row.created_at) };
    },
  );
};
