import type { PartnerSummary } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The partner's page: programme, link, figures, recent commissions and payouts (partner null before joining). */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Partner'] }).injectEndpoints({
  endpoints: (build) => ({
    getPartner: build.query<PartnerSummary, void>({
      query: () => '/api/billing/partners/me',
      providesTags: ['Partner'],
    }),
  }),
});

export const { useGetPartnerQuery } = endpoint;

/** What joining answered (the whole page) shows at once, without asking again. */
export const showPartner = (summary: PartnerSummary) =>
  endpoint.util.updateQueryData('getPartner', undefined, () => summary);
