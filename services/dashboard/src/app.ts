import type { FastifyPluginAsync } from 'fastify';
import { meRoutes } from './routes/me';

/** The dashboard service's routes, under /api/dashboard. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  await app.register(meRoutes);
};
