import type { OwnerGiftConfirmation } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The guests' gift confirmations of an invitation, and the hosts' thank-you mark (the invitation service owns them). */
const giftsApi = api.enhanceEndpoints({ addTagTypes: ['Gifts'] }).injectEndpoints({
  endpoints: (build) => ({
    listGifts: build.query<OwnerGiftConfirmation[], string>({
      query: (id) => `/api/invitation/invitations/${id}/gifts`,
      providesTags: ['Gifts'],
    }),
    setGiftThanked: build.mutation<OwnerGiftConfirmation, { invitationId: string; giftId: string; thanked: boolean }>({
      query: ({ invitationId, giftId, thanked }) => ({
        url: `/api/invitation/invitations/${invitationId}/gifts/${giftId}`,
        method: 'PATCH',
        body: { thanked },
      }),
      invalidatesTags: ['Gifts'],
    }),
  }),
});

export const { useListGiftsQuery, useSetGiftThankedMutation } = giftsApi;
