import { api } from '@undangin/platform/api';

/**
 * Links one of the reseller's own invitations to a client, or unlinks it (client_id null, on any plan). Linking needs
 * 'Dashboard klien' (403 plan_required); an invitation has one client at most, so linking moves it.
 */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Client'] }).injectEndpoints({
  endpoints: (build) => ({
    linkInvitation: build.mutation<{ client_id: string | null }, { invitationId: string; clientId: string | null }>({
      query: ({ invitationId, clientId }) => ({
        url: `/api/dashboard/invitations/${invitationId}/client`,
        method: 'PUT',
        body: { client_id: clientId },
      }),
      invalidatesTags: ['Client'],
    }),
  }),
});

export const { useLinkInvitationMutation } = endpoint;
