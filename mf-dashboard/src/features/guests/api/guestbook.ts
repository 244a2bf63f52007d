import { api } from '@undangin/platform/api';

export interface OwnerGuestbookEntry {
  id: string;
  name: string;
  email: string | null;
  message: string;
  hidden: boolean;
  created_at: string;
}

/** The host's moderation of an invitation's guest book (the invitation service owns the entries). */
const guestbookApi = api.enhanceEndpoints({ addTagTypes: ['Guestbook'] }).injectEndpoints({
  endpoints: (build) => ({
    listGuestbook: build.query<OwnerGuestbookEntry[], string>({
      query: (id) => `/api/invitation/invitations/${id}/guestbook`,
      providesTags: ['Guestbook'],
    }),
    setEntryHidden: build.mutation<OwnerGuestbookEntry, { invitationId: string; entryId: string; hidden: boolean }>({
      query: ({ invitationId, entryId, hidden }) => ({
        url: `/api/invitation/invitations/${invitationId}/guestbook/${entryId}`,
        method: 'PATCH',
        body: { hidden },
      }),
      invalidatesTags: ['Guestbook'],
    }),
  }),
});

export const { useListGuestbookQuery, useSetEntryHiddenMutation } = guestbookApi;
