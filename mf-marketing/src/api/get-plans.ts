import type { Plan } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Active plans, cheapest first. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({ query: () => '/api/marketing/plans' }),
  }),
});

export const { useGetPlansQuery } = endpoint;
