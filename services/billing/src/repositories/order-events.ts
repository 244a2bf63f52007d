import { selection, type Columns, type EntityManager } from '@undangin/db';

const eventColumns = selection('order_events', [
  'order_id',
  'source',
  'status',
  'transaction_status',
  'fraud_status',
  'raw',
]);

/** The order_events table: every step of an order (its checkout, each notification raw, each status check that changed something). */
export interface OrderEvent {
  orderId: string;
  source: Columns<'order_events', 'source'>['source'];
  status: string;
  transactionStatus?: string | null;
  fraudStatus?: string | null;
  raw?: unknown;
}

/** Records one step; answers its id (a commission's events point to the step that made them). */
export async function recordEvent(em: EntityManager, event: OrderEvent): Promise<number> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `insert into order_events (${eventColumns.sql()}) values (${eventColumns.placeholders({ raw: 'jsonb' })}) returning id`,
    [
      event.orderId,
      event.source,
      event.status,
      event.transactionStatus ?? null,
      event.fraudStatus ?? null,
      event.raw === undefined ? null : JSON.stringify(event.raw),
    ],
  );
  return Number(row!.id);
}
