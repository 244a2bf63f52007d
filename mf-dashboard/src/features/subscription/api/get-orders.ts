import type { OrderList, OrderPayment, OrderView } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The host's orders, newest first (the payment history), and what they do to one still pending. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderList, void>({ query: () => '/api/billing/orders' }),
    // The order's own payment page, while it can still be paid: a closed popup is resumed there.
    getOrderPayment: build.query<OrderPayment, string>({
      query: (orderId) => `/api/billing/orders/${encodeURIComponent(orderId)}/payment`,
      keepUnusedDataFor: 0,
    }),
    cancelOrder: build.mutation<OrderView, string>({
      query: (orderId) => ({ url: `/api/billing/orders/${encodeURIComponent(orderId)}/cancel`, method: 'POST' }),
      async onQueryStarted(_orderId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          endpoint.util.updateQueryData('getOrders', undefined, (list) => {
            list.orders = list.orders.map((order) => (order.order_id === data.order_id ? data : order));
          }),
        );
      },
    }),
  }),
});

export const { useGetOrdersQuery, useLazyGetOrderPaymentQuery, useCancelOrderMutation } = endpoint;
