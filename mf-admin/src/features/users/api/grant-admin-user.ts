import type { AdminUser } from '@undangin/contracts';
import { usersApi } from './tags';

const endpoint = usersApi.injectEndpoints({
  endpoints: (build) => ({
    grantAdmin: build.mutation<AdminUser, string>({
      query: (id) => ({ url: `/api/admin/users/${encodeURIComponent(id)}/grant-admin`, method: 'POST' }),
      invalidatesTags: ['AdminUsers', 'AdminAudit'],
    }),
  }),
});

export const { useGrantAdminMutation } = endpoint;
