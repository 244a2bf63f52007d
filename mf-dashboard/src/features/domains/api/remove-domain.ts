import { api } from '@undangin/platform/api';
import { showDomain } from './get-domain';

/** Frees the domain (any plan: a lapsed host may still let it go); guests' links go back to the platform's. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Invitation'] }).injectEndpoints({
  endpoints: (build) => ({
    removeDomain: build.mutation<void, string>({
      query: (invitationId) => ({ url: `/api/dashboard/invitations/${invitationId}/domain`, method: 'DELETE' }),
      invalidatesTags: (_r, error, invitationId) => (error ? [] : [{ type: 'Invitation', id: invitationId }]),
      async onQueryStarted(invitationId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(showDomain(invitationId, null));
        } catch {
          // The caller shows the refusal.
        }
      },
    }),
  }),
});

export const { useRemoveDomainMutation } = endpoint;
