import type { PartnerProgramme } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The partner programmes and their rates now (what a partner page's 'Gabung' offers). */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerProgrammes: build.query<PartnerProgramme[], void>({
      query: () => '/api/billing/partners/programmes',
    }),
  }),
});

export const { useGetPartnerProgrammesQuery } = endpoint;
