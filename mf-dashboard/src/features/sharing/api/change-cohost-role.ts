import type { CoHost, CoHostRole } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Makes a co-host an editor or a receptionist. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['CoHosts', 'Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    changeCoHostRole: build.mutation<CoHost, { invitationId: string; userId: string; role: CoHostRole }>({
      query: ({ invitationId, userId, role }) => ({
        url: `/api/dashboard/invitations/${invitationId}/cohosts/${userId}`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: ['CoHosts', 'Activity'],
    }),
  }),
});

export const { useChangeCoHostRoleMutation } = endpoint;
