import type { Plan } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The active plans, as /pricing/website lists them (marketing service). */
const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    plans: build.query<Plan[], void>({ query: () => '/api/marketing/plans' }),
  }),
});

export const { usePlansQuery } = plansApi;
