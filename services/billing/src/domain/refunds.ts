import type { EntityManager } from '@undangin/db';
import type { GatewayTransaction } from '../gateway/protocol';
import { recordRefunded, type LockedOrder } from '../repositories/orders';
import { lockSubscriptionsOf, withdrawSubscriptionTime } from '../repositories/subscriptions';

/**
 * How much of the order has gone back to the host, as the gateway says it: all of it for a refund or chargeback,
 * `refund_amount` for a partial one (Midtrans's status API reports it), never less than before nor more than the order.
 */
export function refundedTotal(transaction: GatewayTransaction, order: LockedOrder, full: boolean): number {
  if (full) return order.amount;
  const text = typeof transaction.refund_amount === 'string' ? transaction.refund_amount : '';
  const told = /^\d{1,15}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text)) : 0;
  return Math.min(order.amount, Math.max(order.refunded_amount, told));
}

/**
 * A refund takes back the time its order bought, in the same share as the money: all of it for a full refund, half of
 * it for half the amount. A plan bought for life ends with a full refund and stays with a partial one. The host's
 * running subscription of the order's plan ends earlier by that much (never before now); one the host has left for
 * another plan ended already. Only a paid order bought time; only what is newly refunded is taken back.
 */
export async function takeBackRefundedTime(tx: EntityManager, order: LockedOrder, total: number): Promise<boolean> {
  const newly = total - order.refunded_amount;
  if (newly <= 0) return false;
  await recordRefunded(tx, order.id, total);
  if (!order.paid_at) return true;
  await lockSubscriptionsOf(tx, order.user_id);
  if (order.period_end === null) {
    // Bought for life: a full refund ends it now, a partial one leaves it.
    if (total >= order.amount) await withdrawSubscriptionTime(tx, order.user_id, order.plan_id, null);
    return true;
  }
  const bought = order.period_start
    ? (new Date(order.period_end).getTime() - new Date(order.period_start).getTime()) / 1000
    : null;
  await withdrawSubscriptionTime(
    tx,
    order.user_id,
    order.plan_id,
    bought === null ? null : bought * (newly / order.amount),
  );
  return true;
}
