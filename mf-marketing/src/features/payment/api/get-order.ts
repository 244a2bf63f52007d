import type { OrderView } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** One of the host's orders, as the gateway has it now (the service asks it while the order is still pending). */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<OrderView, string>({
      query: (orderId) => `/api/billing/orders/${encodeURIComponent(orderId)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetOrderQuery } = endpoint;
