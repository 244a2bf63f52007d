import type { AdminUser } from '@undangin/contracts';
import { usersApi } from './tags';

const endpoint = usersApi.injectEndpoints({
  endpoints: (build) => ({
    revokeAdmin: build.mutation<AdminUser, string>({
      query: (id) => ({ url: `/api/admin/users/${encodeURIComponent(id)}/revoke-admin`, method: 'POST' }),
      invalidatesTags: ['AdminUsers', 'AdminAudit'],
    }),
  }),
});

export const { useRevokeAdminMutation } = endpoint;
