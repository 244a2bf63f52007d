import type { PartnerProgrammeId, PartnerSummary } from '@undangin/contracts';
import { api } from '@undangin/platform/api';
import { showPartner } from './get-partner';

/**
 * Joins a programme (201) or moves a partner to another one (200, same code, the new rate). Refusals: 403
 * plan_required (with required_plan) for the reseller programme without its plan, 409 already in it, 403 suspended.
 */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Partner'] }).injectEndpoints({
  endpoints: (build) => ({
    joinPartner: build.mutation<PartnerSummary, PartnerProgrammeId>({
      query: (programme) => ({ url: '/api/billing/partners/join', method: 'POST', body: { programme } }),
      // A refusal may mean the page is out of date (joined in another tab): it is read again.
      invalidatesTags: (_r, error) => (error ? ['Partner'] : []),
      async onQueryStarted(_programme, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(showPartner(data));
        } catch {
          // The caller shows the refusal.
        }
      },
    }),
  }),
});

export const { useJoinPartnerMutation } = endpoint;
