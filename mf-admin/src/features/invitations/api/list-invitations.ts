import type { AdminInvitationPage, AdminListQuery } from '@undangin/contracts';
import { invitationsApi } from './tags';

/** Every host's invitations, newest first, searched and paged by the service. */
const endpoint = invitationsApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminInvitations: build.query<AdminInvitationPage, AdminListQuery>({
      query: (params) => ({ url: '/api/admin/invitations', params }),
      providesTags: ['AdminInvitations'],
    }),
  }),
});

export const { useListAdminInvitationsQuery } = endpoint;
