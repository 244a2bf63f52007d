import type { CheckinBody, CheckinResult, Guest, GuestBody, GuestPage } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

export interface GuestListArgs {
  invitationId: string;
  page: number;
  q: string;
  filter: string;
}

/** The guest list of one invitation and what the host does with it. */
const guestsApi = api.enhanceEndpoints({ addTagTypes: ['Guests', 'Analytics'] }).injectEndpoints({
  endpoints: (build) => ({
    listGuests: build.query<GuestPage, GuestListArgs>({
      query: ({ invitationId, page, q, filter }) => `/api/dashboard/invitations/${invitationId}/guests?page=${page}&per_page=50&q=${encodeURIComponent(q)}&filter=${filter}`,
      providesTags: ['Guests'],
    }),
    addGuest: build.mutation<Guest, { invitationId: string; body: GuestBody }>({
      query: ({ invitationId, body }) => ({ url: `/api/dashboard/invitations/${invitationId}/guests`, method: 'POST', body }),
      invalidatesTags: ['Guests', 'Analytics'],
    }),
    updateGuest: build.mutation<Guest, { invitationId: string; guestId: string; body: GuestBody }>({
      query: ({ invitationId, guestId, body }) => ({ url: `/api/dashboard/invitations/${invitationId}/guests/${guestId}`, method: 'PUT', body }),
      invalidatesTags: ['Guests'],
    }),
    deleteGuest: build.mutation<void, { invitationId: string; guestId: string }>({
      query: ({ invitationId, guestId }) => ({ url: `/api/dashboard/invitations/${invitationId}/guests/${guestId}`, method: 'DELETE' }),
      invalidatesTags: ['Guests', 'Analytics'],
    }),
    markSent: build.mutation<Guest, { invitationId: string; guestId: string }>({
      query: ({ invitationId, guestId }) => ({ url: `/api/dashboard/invitations/${invitationId}/guests/${guestId}/sent`, method: 'POST' }),
      invalidatesTags: ['Guests', 'Analytics'],
    }),
    saveTemplate: build.mutation<{ template: string }, { invitationId: string; template: string }>({
      query: ({ invitationId, template }) => ({ url: `/api/dashboard/invitations/${invitationId}/wa-template`, method: 'PUT', body: { template } }),
    }),
    checkIn: build.mutation<CheckinResult, { invitationId: string; body: CheckinBody }>({
      query: ({ invitationId, body }) => ({ url: `/api/dashboard/invitations/${invitationId}/checkin`, method: 'POST', body }),
      invalidatesTags: ['Guests', 'Analytics'],
    }),
    createCheckinLink: build.mutation<{ id: string; token: string; pin: string }, { invitationId: string; label: string }>({
      query: ({ invitationId, label }) => ({ url: `/api/dashboard/invitations/${invitationId}/checkin-links`, method: 'POST', body: { label } }),
    }),
  }),
});

export const {
  useListGuestsQuery,
  useAddGuestMutation,
  useUpdateGuestMutation,
  useDeleteGuestMutation,
  useMarkSentMutation,
  useSaveTemplateMutation,
  useCheckInMutation,
  useCreateCheckinLinkMutation,
} = guestsApi;
