import type { EntityManager } from '@undangin/db';

/** The order_events table: every step of an order (its checkout, each notification raw, each status check that changed something). */
export interface OrderEvent {
  orderId: string;
  source: 'checkout' | 'notification' | 'reconcile' | 'status_check' | 'host';
  status: string;
  transactionStatus?: string | null;
  fraudStatus?: string | null;
  raw?: unknown;
}

export async function recordEvent(em: EntityManager, event: OrderEvent): Promise<void> {
  await em.execute(
    `insert into order_events (order_id, source, status, transaction_status, fraud_status, raw) values (?, ?, ?, ?, ?, ?)`,
    [
      event.orderId,
      event.source,
      event.status,
      event.transactionStatus ?? null,
      event.fraudStatus ?? null,
      event.raw === undefined ? null : JSON.stringify(event.raw),
    ],
  );
}
