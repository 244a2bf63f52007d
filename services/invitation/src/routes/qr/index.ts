import QRCode from 'qrcode';
import { GuestQrParams, messages } from '@undangin/contracts';
import { notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { hasGuestWithCode } from '../../repositories/guests';

/** A guest's check-in QR code as SVG, for the page their personal link opens (no script needed to show it). */
export const qrRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/public/:slug/qr/:code', { schema: { tags: ['public'], params: GuestQrParams } }, async (request, reply) => {
    if (!(await hasGuestWithCode(request.em, request.params.slug, request.params.code)))
      throw notFound(messages.invitation.notFoundText);
    const svg = await QRCode.toString(request.params.code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'private, max-age=86400').send(svg);
  });
};
