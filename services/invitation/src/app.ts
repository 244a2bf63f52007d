import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { messages } from '@undangin/contracts';
import { AppError } from '@undangin/service-kit';
import { assetRoutes } from './routes/assets';
import { htmlRoutes } from './routes/html';
import { ownerRoutes } from './routes/owner';
import { calendarRoutes } from './routes/public/calendar';
import { demoRoutes } from './routes/public/demo';
import { qrRoutes } from './routes/public/qr';
import { guestbookRoutes } from './routes/public/guestbook';
import { resolveRoutes } from './routes/public/resolve';
import { rsvpRoutes } from './routes/public/rsvp';

/** The invitation service's routes, under /api/invitation: what a guest's phone talks to. */
export const invitationRoutes: FastifyPluginAsync = async (app) => {
  // Per replica and in memory, keyed by address and invitation: generous enough for a family on one Wi-Fi.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'too_many_requests', messages.invitation.tooMany),
  });
  await app.register(resolveRoutes);
  await app.register(rsvpRoutes);
  await app.register(guestbookRoutes);
  await app.register(calendarRoutes);
  await app.register(demoRoutes);
  await app.register(qrRoutes);
  await app.register(htmlRoutes);
  await app.register(assetRoutes);
  await app.register(ownerRoutes);
};
