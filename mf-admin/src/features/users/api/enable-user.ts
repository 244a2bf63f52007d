import type { AdminUser } from '@undangin/contracts';
import { usersApi } from './tags';

const endpoint = usersApi.injectEndpoints({
  endpoints: (build) => ({
    enableUser: build.mutation<AdminUser, string>({
      query: (id) => ({ url: `/api/admin/users/${encodeURIComponent(id)}/enable`, method: 'POST' }),
      invalidatesTags: ['AdminUsers', 'AdminAudit'],
    }),
  }),
});

export const { useEnableUserMutation } = endpoint;
