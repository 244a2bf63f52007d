import type { CustomDomain, DomainAnswer } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The invitation's custom domain, or null (its owner's alone: co-hosts get 403 or 404). */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['CustomDomain'] }).injectEndpoints({
  endpoints: (build) => ({
    getDomain: build.query<DomainAnswer, string>({
      query: (invitationId) => `/api/dashboard/invitations/${invitationId}/domain`,
      providesTags: (_r, _e, invitationId) => [{ type: 'CustomDomain', id: invitationId }],
    }),
  }),
});

export const { useGetDomainQuery } = endpoint;

/** What a change answered becomes what the page shows at once, without asking again. */
export const showDomain = (invitationId: string, domain: CustomDomain | null) =>
  endpoint.util.updateQueryData('getDomain', invitationId, (draft) => {
    draft.domain = domain;
  });
