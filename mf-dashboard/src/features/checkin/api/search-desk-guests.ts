import type { Guest, GuestPage } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The host's desk: the first 20 guests whose name or number matches. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    searchDeskGuests: build.query<Guest[], { invitationId: string; q: string }>({
      query: ({ invitationId, q }) =>
        `/api/dashboard/invitations/${invitationId}/guests?per_page=20&q=${encodeURIComponent(q)}`,
      transformResponse: (page: GuestPage) => page.items,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const searchDeskGuests = endpoint.endpoints.searchDeskGuests;
