import type { AdminOrderPage, AdminOrderQuery } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Every order of the platform, newest first, searched and read a page at a time by the service. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['AdminOrders'] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminOrders: build.query<AdminOrderPage, AdminOrderQuery>({
      query: (params) => ({ url: '/api/admin/orders', params }),
      providesTags: ['AdminOrders'],
    }),
  }),
});

export const { useListAdminOrdersQuery } = endpoint;
