import { ErrorBody, OrderList, OrderParams, OrderView, paymentMessages } from '@undangin/contracts';
import { notFound, requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { applyGatewayTransaction, type BillingContext } from '../../context';
import { findOwnOrder, listOwnOrders } from '../../repositories/orders';

/** The host's own orders (the payment history) and one order's real state (the result pages' 'Cek Status'). */
export const orderRoutes =
  (billing: BillingContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addHook('preValidation', app.authenticate);

    app.get(
      '/orders',
      { schema: { tags: ['orders'], summary: 'Riwayat pembayaran', response: { 200: OrderList, '4xx': ErrorBody } } },
      async (request) => ({
        orders: await listOwnOrders(request.em, requireUser(request).id),
      }),
    );

    app.get(
      '/orders/:orderId',
      {
        schema: {
          tags: ['orders'],
          summary: 'Status pesanan',
          params: OrderParams,
          response: { 200: OrderView, '4xx': ErrorBody },
        },
      },
      async (request) => {
        const userId = requireUser(request).id;
        const order = await findOwnOrder(request.em, userId, request.params.orderId);
        if (!order) throw notFound(paymentMessages.orderNotFound);
        if (order.status !== 'pending') return order;
        // Still pending here: the gateway may know more (a notification late or lost). Its silence changes nothing.
        try {
          const answer = await billing.gateway.getStatus(order.order_id);
          if (!answer) return order;
          await applyGatewayTransaction(billing, request.em, answer, 'status_check');
        } catch (err) {
          request.log.warn({ err, orderId: order.order_id }, 'the payment gateway did not answer a status check');
          return order;
        }
        return (await findOwnOrder(request.em, userId, order.order_id)) ?? order;
      },
    );
  };
