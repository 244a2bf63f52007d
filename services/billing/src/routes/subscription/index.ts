import { ErrorBody, SubscriptionView } from '@undangin/contracts';
import { requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { subscriptionView } from '../../repositories/subscriptions';

/** The host's plan in force: the active subscription's, an expired one's (the free plan's limits apply), or the free plan. */
export const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/subscription',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['subscription'],
        summary: 'Langganan saya',
        response: { 200: SubscriptionView, '4xx': ErrorBody },
      },
    },
    async (request) => subscriptionView(request.em, requireUser(request).id),
  );
};
