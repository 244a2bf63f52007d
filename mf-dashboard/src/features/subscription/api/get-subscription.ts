import type { SubscriptionView } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The plan in force for the host, as billing keeps it (the free plan when none is active). */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscription: build.query<SubscriptionView, void>({ query: () => '/api/billing/subscription' }),
  }),
});

export const { useGetSubscriptionQuery } = endpoint;
