import type { OrderList } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The host's orders, newest first: the payment history. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderList, void>({ query: () => '/api/billing/orders' }),
  }),
});

export const { useGetOrdersQuery } = endpoint;
