import { api } from '@undangin/platform/api';

/** Withdraws an invitation to join that nobody has accepted yet: its mailed link stops working. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['CoHosts', 'Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    cancelCoHostInvite: build.mutation<void, { invitationId: string; inviteId: string }>({
      query: ({ invitationId, inviteId }) => ({
        url: `/api/dashboard/invitations/${invitationId}/cohost-invites/${inviteId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['CoHosts', 'Activity'],
    }),
  }),
});

export const { useCancelCoHostInviteMutation } = endpoint;
