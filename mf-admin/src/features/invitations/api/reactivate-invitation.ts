import type { AdminInvitation } from '@undangin/contracts';
import { invitationsApi } from './tags';

const endpoint = invitationsApi.injectEndpoints({
  endpoints: (build) => ({
    reactivateAdminInvitation: build.mutation<AdminInvitation, string>({
      query: (id) => ({ url: `/api/admin/invitations/${encodeURIComponent(id)}/reactivate`, method: 'POST' }),
      invalidatesTags: ['AdminInvitations', 'AdminAudit'],
    }),
  }),
});

export const { useReactivateAdminInvitationMutation } = endpoint;
