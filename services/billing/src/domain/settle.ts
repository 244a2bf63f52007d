import type { OrderStatus } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { gatewayTime, grossAmountIs, type GatewayTransaction } from '../gateway/protocol';
import { recordEvent, type OrderEvent } from '../repositories/order-events';
import { lockOrder, markPaid, updateGatewayState, type LockedOrder } from '../repositories/orders';
import { upsertPayment } from '../repositories/payments';
import {
  activeSubscription,
  extendSubscription,
  lockSubscriptionsOf,
  startSubscription,
} from '../repositories/subscriptions';
import { paymentMessages } from '@undangin/contracts';
import { lockPromoUses, promoById } from '../repositories/catalogue';
import { mayMove, orderStatusOf } from './order-status';
import { promoRefusal } from './promo-rules';
import { refundedTotal, takeBackRefundedTime } from './refunds';
import { earnCommission, takeBackCommission } from './commissions';
import { periodEnd } from './periods';

export type Settlement =
  | { outcome: 'unknown_order' }
  | { outcome: 'amount_mismatch' }
  | { outcome: 'settled'; status: OrderStatus; changed: boolean; becamePaid: boolean; refunded?: boolean };

/**
 * Applies what the gateway says of an order (a verified notification, or the status API's answer), in one
 * transaction with the order row locked, so repeated and crossing messages are applied one after the other:
 * the order moves only where it may (see mayMove); its first move to paid starts or extends the host's
 * subscription in the same transaction. A notification is always recorded raw; a status check only when it
 * told something new.
 */
export async function settle(
  em: EntityManager,
  transaction: GatewayTransaction,
  source: OrderEvent['source'],
): Promise<Settlement> {
  return em.transactional(async (tx) => {
    const order = await lockOrder(tx, transaction.order_id);
    if (!order) return { outcome: 'unknown_order' } as const;
    if (!grossAmountIs(transaction.gross_amount, order.amount)) return { outcome: 'amount_mismatch' } as const;

    const target = orderStatusOf(transaction.transaction_status, transaction.fraud_status);
    const applies = target !== null && mayMove(order.status, target);
    const status = applies ? target : order.status;
    const changed = status !== order.status;
    const news = changed || (applies && transaction.transaction_status !== order.gateway_status);
    let eventId: number | null = null;
    if (source === 'notification' || news) {
      eventId = await recordEvent(tx, {
        orderId: order.id,
        source,
        status,
        transactionStatus: transaction.transaction_status,
        fraudStatus: transaction.fraud_status ?? null,
        raw: transaction,
      });
    }
    if (!applies) return { outcome: 'settled', status, changed: false, becamePaid: false } as const;

    await updateGatewayState(tx, order.id, {
      status,
      gatewayStatus: transaction.transaction_status,
      paymentType: transaction.payment_type ?? null,
    });
    if (transaction.transaction_id) {
      await upsertPayment(tx, {
        transactionId: transaction.transaction_id,
        orderId: order.id,
        paymentType: transaction.payment_type ?? null,
        grossAmount: order.amount,
        transactionStatus: transaction.transaction_status,
        fraudStatus: transaction.fraud_status ?? null,
        transactionTime: gatewayTime(transaction.transaction_time),
        settlementTime: gatewayTime(transaction.settlement_time),
      });
    }
    const becamePaid = status === 'paid' && order.paid_at === null;
    if (becamePaid) {
      await lockSubscriptionsOf(tx, order.user_id);
      const promoRefused = order.promo_id ? await promoRefusedAtPayment(tx, order.promo_id, order) : null;
      // A payment that no longer earns its promo buys what its money buys at the regular price.
      const share = promoRefused ? Math.min(1, order.amount / Math.max(order.plan_price, 1)) : 1;
      await markPaid(tx, order.id, await activate(tx, order, new Date(), share), promoRefused);
      await earnCommission(tx, order, eventId);
    }
    // A refund or chargeback takes back the time it paid for and its partner's commission, in this same transaction.
    const isRefund = status === 'refunded' || status === 'partially_refunded';
    const total = isRefund ? refundedTotal(transaction, order, status === 'refunded') : 0;
    const refunded = isRefund && (await takeBackRefundedTime(tx, order, total));
    if (refunded) await takeBackCommission(tx, order, total, eventId);
    return { outcome: 'settled', status, changed, becamePaid, refunded } as const;
  });
}

/**
 * Why a promo order's payment no longer earns the promo (it ended, or the account may not have it any more: another
 * order of it was paid meanwhile), or null. Asked with the host's subscriptions and the promo's uses locked, so two
 * payments at once are judged one after the other.
 */
async function promoRefusedAtPayment(tx: EntityManager, promoId: string, order: LockedOrder): Promise<string | null> {
  await lockPromoUses(tx, promoId);
  const promo = await promoById(tx, promoId);
  if (!promo?.running) return paymentMessages.promoInvalid;
  return promoRefusal(tx, promo, order.user_id, order.id);
}

/**
 * The subscription an order buys: the same plan still running is extended from its current end; otherwise the
 * plan starts now (another plan's subscription gives way, see startSubscription). `share` of the period: less than
 * all of it when the payment bought time at the regular price; a plan for life is not bought in part.
 */
async function activate(
  tx: EntityManager,
  order: LockedOrder,
  now: Date,
  share: number,
): Promise<{ paidAt: Date; start: Date; end: Date | null }> {
  const endAfter = (start: Date) => {
    const full = periodEnd(start, order.billing_interval);
    return full && new Date(start.getTime() + (full.getTime() - start.getTime()) * share);
  };
  if (share < 1 && order.billing_interval === 'lifetime') return { paidAt: now, start: now, end: now };
  const current = await activeSubscription(tx, order.user_id);
  if (current && current.plan_id === order.plan_id) {
    const start = current.current_period_end ? new Date(current.current_period_end) : now;
    const end = current.current_period_end ? endAfter(start) : null;
    await extendSubscription(tx, current.id, end, order.id);
    return { paidAt: now, start, end };
  }
  const end = endAfter(now);
  await startSubscription(tx, { userId: order.user_id, planId: order.plan_id, end, orderId: order.id });
  return { paidAt: now, start: now, end };
}
