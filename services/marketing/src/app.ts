import type { FastifyPluginAsync } from 'fastify';
import { siteRoutes } from './routes/site';

/** The marketing service's routes, under /api/marketing. */
export const marketingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(siteRoutes);
};
