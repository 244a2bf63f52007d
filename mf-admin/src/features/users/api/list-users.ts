import type { AdminListQuery, AdminUserPage } from '@undangin/contracts';
import { usersApi } from './tags';

/** Accounts, newest first, searched and paged by the service. */
const endpoint = usersApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminUsers: build.query<AdminUserPage, AdminListQuery>({
      query: (params) => ({ url: '/api/admin/users', params }),
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const { useListAdminUsersQuery } = endpoint;
