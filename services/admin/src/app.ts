import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './routes/audit';
import { printTemplateRoutes } from './routes/print-templates';
import { inboxRoutes } from './routes/inbox';
import { invitationRoutes } from './routes/invitations';
import { overviewRoutes } from './routes/overview';
import { settingsRoutes } from './routes/settings';
import { userRoutes } from './routes/users';

/** The admin service's routes, under /api/admin: every one of them for the admin role only. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  await app.register(settingsRoutes);
  await app.register(userRoutes);
  await app.register(invitationRoutes);
  await app.register(auditRoutes);
  await app.register(printTemplateRoutes);
  await app.register(overviewRoutes);
  await app.register(inboxRoutes);
};
