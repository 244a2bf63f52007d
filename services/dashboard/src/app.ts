import type { FastifyPluginAsync } from 'fastify';
import { invitationRoutes } from './routes/invitations';
import { mediaRoutes } from './routes/media';
import { meRoutes } from './routes/me';
import { storageFromEnv, type FileStorage } from './storage/storage';

/** The dashboard service's routes, under /api/dashboard. */
export const dashboardRoutes =
  (storage: FileStorage = storageFromEnv()): FastifyPluginAsync =>
  async (app) => {
    await app.register(meRoutes);
    await app.register(invitationRoutes);
    await app.register(mediaRoutes(storage));
  };
