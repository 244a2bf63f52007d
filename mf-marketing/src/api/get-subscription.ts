import type { SubscriptionView } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The signed-in host's plan in force (billing), so the plan cards mark it. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getMySubscription: build.query<SubscriptionView, void>({ query: () => '/api/billing/subscription' }),
  }),
});

export const { useGetMySubscriptionQuery } = endpoint;
