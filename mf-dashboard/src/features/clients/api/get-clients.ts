import type { ClientList } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The reseller's clients with their linked invitations, and the plan that sells 'Dashboard klien' when it is locked. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Client'] }).injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<ClientList, void>({ query: () => '/api/dashboard/clients', providesTags: ['Client'] }),
  }),
});

export const { useGetClientsQuery } = endpoint;
