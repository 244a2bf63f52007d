import { api } from '@undangin/platform/api';

/** A co-host leaves an invitation shared with them (the editor's sharing tab, a receptionist's desk). */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Invitation'] }).injectEndpoints({
  endpoints: (build) => ({
    leaveInvitation: build.mutation<void, string>({
      query: (invitationId) => ({ url: `/api/dashboard/invitations/${invitationId}/membership`, method: 'DELETE' }),
      invalidatesTags: ['Invitation'],
    }),
  }),
});

export const { useLeaveInvitationMutation } = endpoint;
