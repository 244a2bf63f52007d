import { api } from '@undangin/platform/api';

/** Deletes a client on any plan (204); their invitations stay the reseller's, linked to no one. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Client'] }).injectEndpoints({
  endpoints: (build) => ({
    deleteClient: build.mutation<void, string>({
      query: (clientId) => ({ url: `/api/dashboard/clients/${clientId}`, method: 'DELETE' }),
      invalidatesTags: ['Client'],
    }),
  }),
});

export const { useDeleteClientMutation } = endpoint;
