import type { CoHostList } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The invitation's co-hosts and its open invitations to join (the owner's alone: others get 403). */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['CoHosts'] }).injectEndpoints({
  endpoints: (build) => ({
    listCoHosts: build.query<CoHostList, string>({
      query: (invitationId) => `/api/dashboard/invitations/${invitationId}/cohosts`,
      providesTags: ['CoHosts'],
    }),
  }),
});

export const { useListCoHostsQuery } = endpoint;
