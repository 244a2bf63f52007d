import type { AdminInvitation } from '@undangin/contracts';
import { invitationsApi } from './tags';

const endpoint = invitationsApi.injectEndpoints({
  endpoints: (build) => ({
    deactivateAdminInvitation: build.mutation<AdminInvitation, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/admin/invitations/${encodeURIComponent(id)}/deactivate`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['AdminInvitations', 'AdminAudit'],
    }),
  }),
});

export const { useDeactivateAdminInvitationMutation } = endpoint;
