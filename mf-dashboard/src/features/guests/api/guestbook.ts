import type { GuestbookSettings, OwnerGuestbookEntry } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

export type { OwnerGuestbookEntry };

/**
 * The host's moderation of an invitation's guest book, its approve-first switch and the wishes wall's secret link
 * (the invitation service owns them all).
 */
const guestbookApi = api.enhanceEndpoints({ addTagTypes: ['Guestbook', 'GuestbookSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    listGuestbook: build.query<OwnerGuestbookEntry[], string>({
      query: (id) => `/api/invitation/invitations/${id}/guestbook`,
      providesTags: ['Guestbook'],
    }),
    setEntryState: build.mutation<
      OwnerGuestbookEntry,
      { invitationId: string; entryId: string; hidden?: boolean; approved?: boolean }
    >({
      query: ({ invitationId, entryId, ...change }) => ({
        url: `/api/invitation/invitations/${invitationId}/guestbook/${entryId}`,
        method: 'PATCH',
        body: change,
      }),
      invalidatesTags: ['Guestbook'],
    }),
    guestbookSettings: build.query<GuestbookSettings, string>({
      query: (id) => `/api/invitation/invitations/${id}/guestbook/settings`,
      providesTags: ['GuestbookSettings'],
    }),
    setApproveFirst: build.mutation<GuestbookSettings, { invitationId: string; approve_first: boolean }>({
      query: ({ invitationId, approve_first }) => ({
        url: `/api/invitation/invitations/${invitationId}/guestbook/settings`,
        method: 'PUT',
        body: { approve_first },
      }),
      invalidatesTags: ['GuestbookSettings'],
    }),
    // Makes the wall's link, or replaces it (the old one stops at once); `revoke` takes it away.
    setWallLink: build.mutation<GuestbookSettings, { invitationId: string; revoke?: boolean }>({
      query: ({ invitationId, revoke }) => ({
        url: `/api/invitation/invitations/${invitationId}/guestbook/wall`,
        method: revoke ? 'DELETE' : 'POST',
      }),
      invalidatesTags: ['GuestbookSettings'],
    }),
  }),
});

export const {
  useListGuestbookQuery,
  useSetEntryStateMutation,
  useGuestbookSettingsQuery,
  useSetApproveFirstMutation,
  useSetWallLinkMutation,
} = guestbookApi;
