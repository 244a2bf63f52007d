import { Type } from '@sinclair/typebox';
import { ErrorBody, messages, MidtransNotification, paymentMessages } from '@undangin/contracts';
import { AppError, Counter, forbidden, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { applyGatewayTransaction, type BillingContext } from '../../context';
import { orderStatusOf } from '../../domain/order-status';
import type { GatewayTransaction } from '../../gateway/protocol';

/**
 * Signed by the gateway, and saying 'paid' only with the status code the gateway pairs with success (200): the
 * signature covers the status code but not the transaction status, so a signed 'pending' (201) rewritten to
 * 'settlement' is a forgery too.
 */
function genuine(billing: BillingContext, notification: MidtransNotification): boolean {
  if (!billing.gateway.verifySignature(notification)) return false;
  return (
    orderStatusOf(notification.transaction_status, notification.fraud_status) !== 'paid' ||
    notification.status_code === '200'
  );
}

/**
 * Why a notification changed nothing: a wrong signature (or 'paid' without the gateway's 200), another amount than the
 * order's, an order that is not ours, a refund the gateway's status API denies or could not be asked about (503).
 */
const refusalReasons = ['signature', 'amount_mismatch', 'unknown_order', 'refund_unconfirmed', 'status_unavailable'];

/**
 * The gateway's HTTP notification (public: Midtrans calls it). Nothing changes unless it carries the gateway's
 * signature and the order's own amount; then it is settled at once and answered 200 (settling is idempotent, so the
 * gateway's retries are harmless).
 */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const billing = app.billing;
  // Every reason from the start at 0, so an alert sees the first refusal as an increase.
  const refused = new Counter({
    name: 'payment_notifications_refused_total',
    help: "The payment gateway's notifications that changed nothing, by reason",
    labelNames: ['reason'],
    registers: [app.metrics],
  });
  for (const reason of refusalReasons) refused.inc({ reason }, 0);
  app.post(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Notifikasi HTTP gateway pembayaran',
        body: MidtransNotification,
        response: { 200: Type.Object({ received: Type.Boolean() }), '4xx': ErrorBody },
      },
    },
    async (request) => {
      const notification = request.body;
      const logged = { orderId: notification.order_id, transactionStatus: notification.transaction_status };
      if (!genuine(billing, notification)) {
        refused.inc({ reason: 'signature' });
        request.log.warn(logged, 'payment notification with a wrong signature refused');
        throw forbidden();
      }
      // The signature covers neither the transaction status nor a time: a captured notification of a paid order could
      // come back rewritten as a refund. The gateway's status API says whether money really went back.
      const claimed = orderStatusOf(notification.transaction_status, notification.fraud_status);
      let transaction: MidtransNotification | GatewayTransaction = notification;
      if (claimed === 'refunded' || claimed === 'partially_refunded') {
        const confirmed = await billing.gateway.getStatus(notification.order_id).catch(() => undefined);
        // The status API did not answer: a 503 makes the gateway send the notification again later.
        if (confirmed === undefined) {
          refused.inc({ reason: 'status_unavailable' });
          throw new AppError(503, 'service_unavailable', messages.errors.serviceUnavailable);
        }
        if (!confirmed || orderStatusOf(confirmed.transaction_status, confirmed.fraud_status) !== claimed) {
          refused.inc({ reason: 'refund_unconfirmed' });
          request.log.warn(logged, 'refund notification not confirmed by the gateway; nothing changed');
          return { received: true };
        }
        transaction = confirmed;
      }
      const result = await applyGatewayTransaction(billing, request.em, transaction, 'notification');
      if (result.outcome === 'amount_mismatch') {
        refused.inc({ reason: 'amount_mismatch' });
        request.log.warn(logged, 'payment notification for another amount than the order refused');
        throw new AppError(400, 'amount_mismatch', paymentMessages.amountMismatch);
      }
      // The gateway's dashboard sends test notifications for orders that are not ours: acknowledged, nothing to do.
      if (result.outcome === 'unknown_order') {
        refused.inc({ reason: 'unknown_order' });
        request.log.info(logged, 'payment notification for an unknown order');
      }
      return { received: true };
    },
  );
};
