import { Analytics, DashboardOverview, DashboardSummary, ErrorBody } from '@undangin/contracts';
import { hasEntitlement, requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { activePlanOf } from '../../repositories/active-plan';
import { activityOf, analyticsOf, nextEventOf, performanceOf, summaryOf } from '../../repositories/analytics';
import { supportNumberOf } from '../../repositories/app-settings';

/** Analytics from real rows: totals, the funnel, response time, the 7-day trend, per invitation, recent activity. */
export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);

  app.get(
    '/analytics',
    { schema: { tags: ['analytics'], response: { 200: Analytics, '4xx': ErrorBody } } },
    async (request) => {
      const userId = requireUser(request).id;
      // Basic figures for every plan; the advanced cards with `analytics_advanced`, else the plan that unlocks them.
      return analyticsOf(request.em, userId, await hasEntitlement(request.em, userId, 'analytics_advanced'));
    },
  );

  // The dashboard's tiles: Undangan, Tamu, Views, Response (the account screen shows the same figures).
  app.get(
    '/summary',
    { schema: { tags: ['analytics'], response: { 200: DashboardSummary, '4xx': ErrorBody } } },
    async (request) => summaryOf(request.em, requireUser(request).id),
  );

  // The dashboard page in one answer: tiles, the plan in use, the next event, the week's performance, recent activity.
  app.get(
    '/overview',
    { schema: { tags: ['analytics'], response: { 200: DashboardOverview, '4xx': ErrorBody } } },
    async (request): Promise<DashboardOverview> => {
      const userId = requireUser(request).id;
      const em = request.em;
      const summary = await summaryOf(em, userId);
      return {
        summary,
        plan: await activePlanOf(em, userId, summary.invitations),
        next_event: await nextEventOf(em, userId),
        performance: await performanceOf(em, userId),
        activity: await activityOf(em, userId),
        support_whatsapp: await supportNumberOf(em),
      };
    },
  );
};
