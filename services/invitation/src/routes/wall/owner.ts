import { randomBytes } from 'node:crypto';
import { ErrorBody, GuestbookSettings, GuestbookSettingsBody, InvitationParams } from '@undangin/contracts';
import { requireInvitation, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { saveSettings, settingsOf } from '../../repositories/guestbook-settings';

const settingsSchema = (summary: string) => ({
  tags: ['owner'],
  summary,
  params: InvitationParams,
  response: { 200: GuestbookSettings, '4xx': ErrorBody },
});

/**
 * The guest book's settings (owner and editors): approve-first, and the wall's secret link: made (or replaced: the old
 * one stops at once, on every replica) and revoked.
 */
export const wallOwnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'private, no-store'));

  app.get(
    '/invitations/:id/guestbook/settings',
    { schema: settingsSchema('Pengaturan buku tamu') },
    async (request) => {
      await requireInvitation(request, request.params.id, 'edit');
      return settingsOf(request.em, request.params.id);
    },
  );

  app.put(
    '/invitations/:id/guestbook/settings',
    { schema: { ...settingsSchema('Ubah pengaturan buku tamu'), body: GuestbookSettingsBody } },
    async (request) => {
      await requireInvitation(request, request.params.id, 'edit');
      return saveSettings(request.em, request.params.id, { approve_first: request.body.approve_first });
    },
  );

  app.post(
    '/invitations/:id/guestbook/wall',
    { schema: settingsSchema('Buat tautan layar ucapan') },
    async (request) => {
      await requireInvitation(request, request.params.id, 'edit');
      return saveSettings(request.em, request.params.id, { wall_token: randomBytes(24).toString('base64url') });
    },
  );

  app.delete(
    '/invitations/:id/guestbook/wall',
    { schema: settingsSchema('Cabut tautan layar ucapan') },
    async (request) => {
      await requireInvitation(request, request.params.id, 'edit');
      return saveSettings(request.em, request.params.id, { wall_token: null });
    },
  );
};
