import type { CustomDomain } from '@undangin/contracts';
import { api } from '@undangin/platform/api';
import { showDomain } from './get-domain';

/** Connects a domain to the invitation (`custom_domain`: 403 plan_required without it): pending, with its records. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    addDomain: build.mutation<CustomDomain, { invitationId: string; domain: string }>({
      query: ({ invitationId, domain }) => ({
        url: `/api/dashboard/invitations/${invitationId}/domain`,
        method: 'POST',
        body: { domain },
      }),
      async onQueryStarted({ invitationId }, { dispatch, queryFulfilled }) {
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

export const { useAddDomainMutation } = endpoint;
