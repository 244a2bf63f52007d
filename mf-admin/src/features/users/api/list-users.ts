import type { AdminUserPage, AdminUserQuery, Plan } from '@undangin/contracts';
import { usersApi } from './tags';

/** Accounts, newest first, searched and paged by the service. */
const endpoint = usersApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminUsers: build.query<AdminUserPage, AdminUserQuery>({
      query: (params) => ({ url: '/api/admin/users', params }),
      providesTags: ['AdminUsers'],
    }),
    // The plans to filter by, as the catalogue lists them.
    listPlanChoices: build.query<Plan[], void>({ query: () => '/api/marketing/plans' }),
  }),
});

export const { useListAdminUsersQuery, useListPlanChoicesQuery } = endpoint;
