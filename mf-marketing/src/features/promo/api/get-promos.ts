import type { Promo } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Promos still valid. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getPromos: build.query<Promo[], void>({ query: () => '/api/marketing/promos' }),
  }),
});

export const { useGetPromosQuery } = endpoint;
