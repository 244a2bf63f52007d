import type {
  CheckinBody,
  CheckinLink,
  CheckinLinkCreated,
  CheckinResult,
  Guest,
  GuestBody,
  GuestPage,
  SendQueue,
} from '@undangin/contracts';
import { api } from '@undangin/platform/api';

export interface GuestListArgs {
  invitationId: string;
  page: number;
  q: string;
  filter: string;
  /** Only the guests invited to this session (an invitation of several sessions). */
  session?: string;
}

/** The list's address for a page of guests matching a search, a filter and, optionally, a session. */
export const guestListUrl = ({ invitationId, page, q, filter, session }: GuestListArgs, perPage = 50) =>
  `/api/dashboard/invitations/${invitationId}/guests?page=${page}&per_page=${perPage}&q=${encodeURIComponent(q)}` +
  `&filter=${filter}${session ? `&session=${encodeURIComponent(session)}` : ''}`;

/** The guest list of one invitation and what the host does with it. */
const guestsApi = api
  .enhanceEndpoints({ addTagTypes: ['Guests', 'Analytics', 'Invitation', 'CheckinLinks'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listGuests: build.query<GuestPage, GuestListArgs>({
        query: (args) => guestListUrl(args),
        providesTags: ['Guests'],
      }),
      addGuest: build.mutation<Guest, { invitationId: string; body: GuestBody }>({
        query: ({ invitationId, body }) => ({
          url: `/api/dashboard/invitations/${invitationId}/guests`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Guests', 'Analytics', 'Invitation'],
      }),
      updateGuest: build.mutation<Guest, { invitationId: string; guestId: string; body: GuestBody }>({
        query: ({ invitationId, guestId, body }) => ({
          url: `/api/dashboard/invitations/${invitationId}/guests/${guestId}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['Guests', 'Analytics', 'Invitation'],
      }),
      deleteGuest: build.mutation<void, { invitationId: string; guestId: string }>({
        query: ({ invitationId, guestId }) => ({
          url: `/api/dashboard/invitations/${invitationId}/guests/${guestId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Guests', 'Analytics', 'Invitation'],
      }),
      // Answers from names not on the list join it (within the plan, all or none); chosen guests go at once.
      approveGuests: build.mutation<{ approved: number }, { invitationId: string; ids: string[] }>({
        query: ({ invitationId, ids }) => ({
          url: `/api/dashboard/invitations/${invitationId}/guests/approve`,
          method: 'POST',
          body: { ids },
        }),
        invalidatesTags: ['Guests', 'Analytics', 'Invitation'],
      }),
      deleteGuests: build.mutation<{ deleted: number }, { invitationId: string; ids: string[] }>({
        query: ({ invitationId, ids }) => ({
          url: `/api/dashboard/invitations/${invitationId}/guests/delete`,
          method: 'POST',
          body: { ids },
        }),
        invalidatesTags: ['Guests', 'Analytics', 'Invitation'],
      }),
      // A send to several guests at once needs whatsapp_bulk: 403 plan_required names the plan.
      startSend: build.mutation<SendQueue, { invitationId: string; ids: string[] }>({
        query: ({ invitationId, ids }) => ({
          url: `/api/dashboard/invitations/${invitationId}/guests/send`,
          method: 'POST',
          body: { ids },
        }),
      }),
      markSent: build.mutation<Guest, { invitationId: string; guestId: string }>({
        query: ({ invitationId, guestId }) => ({
          url: `/api/dashboard/invitations/${invitationId}/guests/${guestId}/sent`,
          method: 'POST',
        }),
        invalidatesTags: ['Guests', 'Analytics', 'Invitation'],
      }),
      saveTemplate: build.mutation<{ template: string }, { invitationId: string; template: string }>({
        query: ({ invitationId, template }) => ({
          url: `/api/dashboard/invitations/${invitationId}/wa-template`,
          method: 'PUT',
          body: { template },
        }),
      }),
      checkIn: build.mutation<CheckinResult, { invitationId: string; body: CheckinBody }>({
        query: ({ invitationId, body }) => ({
          url: `/api/dashboard/invitations/${invitationId}/checkin`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Guests', 'Analytics', 'Invitation'],
      }),
      listCheckinLinks: build.query<CheckinLink[], string>({
        query: (invitationId) => `/api/dashboard/invitations/${invitationId}/checkin-links`,
        providesTags: ['CheckinLinks'],
      }),
      createCheckinLink: build.mutation<CheckinLinkCreated, { invitationId: string; label: string }>({
        query: ({ invitationId, label }) => ({
          url: `/api/dashboard/invitations/${invitationId}/checkin-links`,
          method: 'POST',
          body: { label },
        }),
        invalidatesTags: ['CheckinLinks'],
      }),
      revokeCheckinLink: build.mutation<void, { invitationId: string; linkId: string }>({
        query: ({ invitationId, linkId }) => ({
          url: `/api/dashboard/invitations/${invitationId}/checkin-links/${linkId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['CheckinLinks'],
      }),
    }),
  });

export const {
  useStartSendMutation,
  useListGuestsQuery,
  useAddGuestMutation,
  useUpdateGuestMutation,
  useDeleteGuestMutation,
  useApproveGuestsMutation,
  useDeleteGuestsMutation,
  useMarkSentMutation,
  useSaveTemplateMutation,
  useCheckInMutation,
  useCreateCheckinLinkMutation,
  useListCheckinLinksQuery,
  useRevokeCheckinLinkMutation,
} = guestsApi;

/** Marks what a change made outside these endpoints (an import, the check-in desk) as stale. */
export const guestDataChanged = () => guestsApi.util.invalidateTags(['Guests', 'Analytics', 'Invitation']);
