import type { CoHostInviteBody, PendingCoHost } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/**
 * Mails a one-time link to join as editor or receptionist (the sharing tab; a reseller's client access); 400 and 409
 * say why not in Indonesian.
 */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['CoHosts', 'Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    inviteCoHost: build.mutation<PendingCoHost, { invitationId: string; body: CoHostInviteBody }>({
      query: ({ invitationId, body }) => ({
        url: `/api/dashboard/invitations/${invitationId}/cohosts`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['CoHosts', 'Activity'],
    }),
  }),
});

export const { useInviteCoHostMutation } = endpoint;
