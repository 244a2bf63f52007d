import { AdminOverview, ErrorBody } from '@undangin/contracts';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { listAudit } from '../../repositories/audit';
import { overviewDays, overviewTotals } from '../../repositories/overview';
import { serviceStatuses } from '../../service-status';

/** The admin dashboard: live totals, the last 30 days, each service's readiness and the latest audit entries. */
export const overviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/overview',
    {
      schema: {
        tags: ['overview'],
        summary: 'Ringkasan admin',
        security: [{ bearer: [] }],
        response: { 200: AdminOverview, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const statuses = serviceStatuses();
      const totals = await overviewTotals(request.em);
      const days = await overviewDays(request.em);
      const audit = await listAudit(request.em, { per_page: 10 });
      return { totals, days, services: await statuses, recent_audit: audit.items };
    },
  );
};
