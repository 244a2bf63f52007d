import type { FastifyPluginAsync } from 'fastify';
import { assetRoutes } from './routes/assets';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { messageRoutes } from './routes/messages';
import { siteRoutes } from './routes/site';

/** The marketing service's routes, under /api/marketing. */
export const marketingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(siteRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(messageRoutes);
  await app.register(assetRoutes);
};
