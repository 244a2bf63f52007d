import { Type } from '@sinclair/typebox';
import {
  ErrorBody,
  GuestbookEntryParams,
  GuestbookVisibilityBody,
  InvitationParams,
  messages,
  OwnerGuestbookEntry,
} from '@undangin/contracts';
import { iso, notFound, requireInvitation, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { listAllEntries, setEntryState } from '../../repositories/guestbook-entries';

/**
 * The hosts' moderation of the guest book (owner and editors): every entry, and hiding, showing or approving one.
 * Foreign ids answer 404.
 */
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
      // The owner and editors moderate it.
      await requireInvitation(request, request.params.id, 'edit');
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
      await requireInvitation(request, request.params.id, 'edit');
      const row = await setEntryState(request.em, request.params.id, request.params.entryId, request.body);
      if (!row) throw notFound(messages.errors.notFound);
      return { ...row, created_at: iso(row.created_at) };
    },
  );
};
