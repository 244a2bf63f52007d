import type { CustomDomain } from '@undangin/contracts';
import { api } from '@undangin/platform/api';
import { showDomain } from './get-domain';

/**
 * 'Periksa': the service asks DNS now and answers the domain as it found it. A domain that starts or stops serving
 * changes the invitation's `custom_domain` (its guests' links), so the invitation is read again.
 */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Invitation'] }).injectEndpoints({
  endpoints: (build) => ({
    checkDomain: build.mutation<CustomDomain, string>({
      query: (invitationId) => ({ url: `/api/dashboard/invitations/${invitationId}/domain/check`, method: 'POST' }),
      invalidatesTags: (_r, error, invitationId) => (error ? [] : [{ type: 'Invitation', id: invitationId }]),
      async onQueryStarted(invitationId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(showDomain(invitationId, data));
        } catch {
          // The caller shows the refusal.
        }
      },
    }),
  }),
});

export const { useCheckDomainMutation } = endpoint;
