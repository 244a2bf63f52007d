import type { FastifyPluginAsync } from 'fastify';
import { securitySettingsReader } from '@undangin/db';
import { registerPlatformMetrics } from './plugins/platform-metrics';
import { requireSecondFactor } from './plugins/two-factor';
import { auditRoutes } from './routes/audit';
import { printTemplateRoutes } from './routes/print-templates';
import { planRoutes } from './routes/plans';
import { promoRoutes } from './routes/promos';
import { renderExportRoutes } from './routes/render-exports';
import { partnerRoutes } from './routes/partners';
import { inboxRoutes } from './routes/inbox';
import { invitationRoutes } from './routes/invitations';
import { jobRoutes } from './routes/jobs';
import { orderRoutes } from './routes/orders';
import { overviewRoutes } from './routes/overview';
import { sessionRoutes } from './routes/session';
import { settingsRoutes } from './routes/settings';
import { userRoutes } from './routes/users';

/**
 * The admin service's routes, under /api/admin: every one of them for the admin role only, and past GET /session
 * only for a session that took the second step wherever it is needed. It also exports the platform's figures on
 * /metrics (the job queue, the kept totals, the last backup).
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const readSecurity = securitySettingsReader();
  registerPlatformMetrics(app);
  app.addHook('onRequest', app.requireRole('admin'));
  app.addHook('onRequest', requireSecondFactor(readSecurity));
  await app.register(sessionRoutes(readSecurity));
  await app.register(settingsRoutes(readSecurity));
  await app.register(userRoutes);
  await app.register(invitationRoutes);
  await app.register(orderRoutes);
  await app.register(auditRoutes);
  await app.register(printTemplateRoutes);
  await app.register(promoRoutes);
  await app.register(planRoutes);
  await app.register(overviewRoutes);
  await app.register(inboxRoutes);
  await app.register(jobRoutes);
  await app.register(renderExportRoutes);
  await app.register(partnerRoutes);
};
