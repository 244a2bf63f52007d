import type { AdminUser } from '@undangin/contracts';
import { usersApi } from './tags';

const endpoint = usersApi.injectEndpoints({
  endpoints: (build) => ({
    disableUser: build.mutation<AdminUser, string>({
      query: (id) => ({ url: `/api/admin/users/${encodeURIComponent(id)}/disable`, method: 'POST' }),
      invalidatesTags: ['AdminUsers', 'AdminAudit'],
    }),
  }),
});

export const { useDisableUserMutation } = endpoint;
