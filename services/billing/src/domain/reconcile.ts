import type { JobQueue } from '@undangin/jobs';
import { applyGatewayTransaction, deliverReceipt, deliverRefundNotice, type BillingContext } from '../context';
import { claimPendingOrders, expireUnknown, paidWithoutReceipt, refundsWithoutNotice } from '../repositories/orders';

export interface ReconcileWindow {
  /** An order younger than this is left to its notification; one asked about this recently is skipped. */
  minMinutes: number;
  /** Older orders are no longer asked about. */
  maxHours: number;
  /** An order the gateway still knows nothing of after this many hours will never be paid (Snap's token has expired). */
  abandonedHours: number;
  limit: number;
}

export const defaultWindow: ReconcileWindow = { minMinutes: 3, maxHours: 48, abandonedHours: 24, limit: 50 };

/**
 * Asks the gateway about orders left pending (a notification lost or not yet sent) and settles them as a
 * notification would; resends receipts that failed. Each order is claimed by one replica per run.
 */
export async function reconcilePendingOrders(
  billing: BillingContext,
  window: ReconcileWindow = defaultWindow,
): Promise<{ checked: number; settled: number }> {
  const em = billing.orm.em.fork();
  const claimed = await claimPendingOrders(em, window);
  let settled = 0;
  for (const order of claimed) {
    try {
      const answer = await billing.gateway.getStatus(order.id);
      if (answer) {
        const result = await applyGatewayTransaction(billing, em, answer, 'reconcile');
        if (result.outcome === 'settled' && result.changed) settled += 1;
      } else if (Date.now() - new Date(order.created_at).getTime() > window.abandonedHours * 3_600_000) {
        if (await expireUnknown(em, order.id)) settled += 1;
      }
    } catch (err) {
      billing.log.warn({ err, orderId: order.id }, 'reconcile: the gateway did not answer');
    }
  }
  for (const orderId of await paidWithoutReceipt(em, window.maxHours)) await deliverReceipt(billing, em, orderId);
  for (const orderId of await refundsWithoutNotice(em, window.maxHours))
    await deliverRefundNotice(billing, em, orderId);
  return { checked: claimed.length, settled };
}

/**
 * Puts the reconcile run on the job queue: scheduled every `reconcileSeconds` rounded up to whole minutes (the queue's
 * schedule has minute steps), taken by one replica per tick, a run that dies with its process retried by the next.
 */
export async function startReconcileJob(billing: BillingContext, jobs: JobQueue): Promise<void> {
  const seconds = billing.settings.reconcileSeconds;
  if (seconds <= 0) return;
  await jobs.work('billing-reconcile', async () => {
    const result = await reconcilePendingOrders(billing);
    if (result.settled) billing.log.info(result, 'reconcile: orders settled');
  });
  const minutes = Math.min(Math.ceil(seconds / 60), 59);
  await jobs.schedule('billing-reconcile', minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`);
}
