import {
  ErrorBody,
  errorCodes,
  OrderList,
  OrderParams,
  OrderPayment,
  OrderView,
  paymentMessages,
} from '@undangin/contracts';
import { AppError, notFound, requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { applyGatewayTransaction } from '../../context';
import { GatewayError } from '../../gateway/midtrans';
import { cancelUnstarted, findOwnOrder, listOwnOrders, ownPayablePayment } from '../../repositories/orders';

/** The host's own orders (the payment history) and one order's real state (the result pages' 'Cek Status'). */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const billing = app.billing;
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

  // A closed popup leaves the order pending: its own Snap token and payment page take the host back to it.
  app.get(
    '/orders/:orderId/payment',
    {
      schema: {
        tags: ['orders'],
        summary: 'Lanjutkan pembayaran pesanan',
        params: OrderParams,
        response: { 200: OrderPayment, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const payment = await ownPayablePayment(request.em, userId, request.params.orderId);
      if (payment) return payment;
      if (!(await findOwnOrder(request.em, userId, request.params.orderId)))
        throw notFound(paymentMessages.orderNotFound);
      throw new AppError(409, errorCodes.conflict, paymentMessages.orderNotPayable);
    },
  );

  // The host gives up a pending order: the gateway stops its transaction (if one began), then the order fails as
  // cancelled. A payment that won the race stands: the order is paid and the host is told.
  app.post(
    '/orders/:orderId/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Batalkan pesanan',
        params: OrderParams,
        response: { 200: OrderView, '4xx': ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const order = await findOwnOrder(request.em, userId, request.params.orderId);
      if (!order) throw notFound(paymentMessages.orderNotFound);
      if (order.status !== 'pending') throw new AppError(409, errorCodes.conflict, paymentMessages.orderNotPending);
      let answer;
      try {
        answer = await billing.gateway.cancel(order.order_id);
      } catch (err) {
        if (!(err instanceof GatewayError && err.httpStatus === 412)) {
          request.log.warn({ err, orderId: order.order_id }, 'the payment gateway did not cancel an order');
          throw new AppError(502, errorCodes.unavailable, paymentMessages.gatewayUnavailable);
        }
        // Finished at the gateway meanwhile: settle what it says, then tell the host.
        const known = await billing.gateway.getStatus(order.order_id).catch(() => null);
        if (known) await applyGatewayTransaction(billing, request.em, known, 'status_check');
        throw new AppError(409, errorCodes.conflict, paymentMessages.orderPaidMeanwhile);
      }
      if (answer) await applyGatewayTransaction(billing, request.em, answer, 'host');
      else await cancelUnstarted(request.em, order.order_id);
      const now = await findOwnOrder(request.em, userId, order.order_id);
      if (now?.status === 'paid') throw new AppError(409, errorCodes.conflict, paymentMessages.orderPaidMeanwhile);
      return now!;
    },
  );
};
