import { api } from '@undangin/platform/api';

/** Opens a receptionist link that wrong PINs from many devices locked. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['CheckinLinks'] }).injectEndpoints({
  endpoints: (build) => ({
    unlockCheckinLink: build.mutation<void, { invitationId: string; linkId: string }>({
      query: ({ invitationId, linkId }) => ({
        url: `/api/dashboard/invitations/${invitationId}/checkin-links/${linkId}/unlock`,
        method: 'POST',
      }),
      invalidatesTags: ['CheckinLinks'],
    }),
  }),
});

export const { useUnlockCheckinLinkMutation } = endpoint;
