import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './routes/analytics';
import { checkinRoutes } from './routes/checkin';
import { receptionRoutes } from './routes/checkin/reception';
import { guestRoutes } from './routes/guests';
import { invitationRoutes } from './routes/invitations';
import { mediaRoutes } from './routes/media';
import { meRoutes } from './routes/me';
import { sessionRoutes } from './routes/sessions';
import { sessionInviteRoutes } from './routes/sessions/invites';
import { storageFromEnv, type FileStorage } from '@undangin/service-kit/storage';
import { whatsappPlugin, type WhatsappOptions } from './whatsapp/plugin';

/** The dashboard service's routes, under /api/dashboard. */
export const dashboardRoutes =
  (storage: FileStorage = storageFromEnv(), whatsapp: WhatsappOptions = {}): FastifyPluginAsync =>
  async (app) => {
    await app.register(meRoutes);
    await app.register(invitationRoutes);
    await app.register(sessionRoutes);
    await app.register(sessionInviteRoutes);
    await app.register(mediaRoutes(storage));
    await app.register(guestRoutes);
    await app.register(checkinRoutes);
    await app.register(receptionRoutes);
    await app.register(analyticsRoutes);
    await app.register(whatsappPlugin(whatsapp));
  };
