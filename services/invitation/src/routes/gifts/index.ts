import { Type } from '@sinclair/typebox';
import {
  ErrorBody,
  GiftConfirmationBody,
  GiftConfirmationParams,
  GiftConfirmationReceipt,
  giftAmountMax,
  giftChannels,
  giftConfirmationsPerHour,
  giftMessageMax,
  giftMessages as text,
  GiftThanksBody,
  InvitationParams,
  messages,
  OwnerGiftConfirmation,
  PublicAccessQuery,
  PublicSlugParams,
  type GiftChannel,
} from '@undangin/contracts';
import {
  addressKey,
  badRequest,
  iso,
  notFound,
  requireInvitation,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { requireOpen } from '../../domain/private-access';
import {
  addGiftConfirmation,
  listGiftConfirmations,
  setGiftThanked,
  type GiftRow,
} from '../../repositories/gift-confirmations';

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** A confirmation as its hosts read it: the amount as a number, times in ISO. */
const ownerView = (row: GiftRow) => ({
  ...row,
  amount: row.amount === null ? null : Number(row.amount),
  thanked_at: row.thanked_at === null ? null : iso(row.thanked_at),
  created_at: iso(row.created_at),
});

/**
 * 'Konfirmasi Hadiah': a guest says what they sent (public, checked field by field, nothing stored on a mistake, a
 * flood from one address answered 429), and its hosts (owner and editors) read the confirmations and mark whom they
 * thanked. Nothing of it is ever public.
 */
export const giftRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/public/:slug/gifts',
    {
      config: {
        rateLimit: {
          max: giftConfirmationsPerHour,
          timeWindow: '1 hour',
          keyGenerator: (request) => `${addressKey(request.ip)}:${(request.params as { slug: string }).slug}`,
        },
      },
      schema: {
        tags: ['public'],
        summary: 'Konfirmasi hadiah dari tamu',
        params: PublicSlugParams,
        querystring: PublicAccessQuery,
        body: GiftConfirmationBody,
        response: { 201: GiftConfirmationReceipt, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (!name) throw fieldError('name', text.nameRequired);
      const channel = request.body.channel as GiftChannel;
      if (!giftChannels.includes(channel)) throw fieldError('channel', text.channelInvalid);
      const given = request.body.amount ?? null;
      if (given !== null && !(Number.isInteger(given) && (given as number) >= 1 && (given as number) <= giftAmountMax))
        throw fieldError('amount', text.amountInvalid);
      const amount = given as number | null;
      const message = request.body.message?.trim() || null;
      if (message && message.length > giftMessageMax) throw fieldError('message', text.messageTooLong);
      await requireOpen(request.em, request, request.params.slug, request.query.g);
      const row = await addGiftConfirmation(request.em, request.params.slug, request.query.g ?? null, {
        name,
        channel,
        amount,
        message,
      });
      if (!row) throw notFound(messages.invitation.notFoundText);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ id: row.id, created_at: iso(row.created_at) });
    },
  );

  app.get(
    '/invitations/:id/gifts',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['owner'],
        summary: 'Konfirmasi hadiah undangan',
        params: InvitationParams,
        response: { 200: Type.Array(OwnerGiftConfirmation), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await requireInvitation(request, request.params.id, 'edit');
      return (await listGiftConfirmations(request.em, request.params.id)).map(ownerView);
    },
  );

  app.patch(
    '/invitations/:id/gifts/:giftId',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['owner'],
        summary: 'Tandai sudah dikirimi terima kasih',
        params: GiftConfirmationParams,
        body: GiftThanksBody,
        response: { 200: OwnerGiftConfirmation, '4xx': ErrorBody },
      },
    },
    async (request) => {
      await requireInvitation(request, request.params.id, 'edit');
      const row = await setGiftThanked(request.em, request.params.id, request.params.giftId, request.body.thanked);
      if (!row) throw notFound(messages.errors.notFound);
      return ownerView(row);
    },
  );
};
