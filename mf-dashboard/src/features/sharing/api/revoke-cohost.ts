import { api } from '@undangin/platform/api';

/** Takes a co-host's access away: their next request finds no role. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['CoHosts', 'Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    revokeCoHost: build.mutation<void, { invitationId: string; userId: string }>({
      query: ({ invitationId, userId }) => ({
        url: `/api/dashboard/invitations/${invitationId}/cohosts/${userId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['CoHosts', 'Activity'],
    }),
  }),
});

export const { useRevokeCoHostMutation } = endpoint;
