import type { CheckinResult } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Sets how many people really came with a checked-in guest. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Guests', 'Analytics', 'Invitation'] }).injectEndpoints({
  endpoints: (build) => ({
    correctCheckin: build.mutation<CheckinResult, { invitationId: string; guestId: string; people: number }>({
      query: ({ invitationId, guestId, people }) => ({
        url: `/api/dashboard/invitations/${invitationId}/checkin/${guestId}`,
        method: 'PUT',
        body: { people },
      }),
      invalidatesTags: ['Guests', 'Analytics', 'Invitation'],
    }),
  }),
});

export const correctCheckin = endpoint.endpoints.correctCheckin;
