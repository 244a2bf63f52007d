import type { PrivacyBody, PrivacySettings } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Who may open the page, the locked page's title and, for 'password', the password (required the first time). */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Invitation', 'Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    savePrivacy: build.mutation<PrivacySettings, { invitationId: string; body: PrivacyBody }>({
      query: ({ invitationId, body }) => ({
        url: `/api/dashboard/invitations/${invitationId}/privacy`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { invitationId }) => [{ type: 'Invitation', id: invitationId }, 'Activity'],
    }),
  }),
});

export const { useSavePrivacyMutation } = endpoint;
