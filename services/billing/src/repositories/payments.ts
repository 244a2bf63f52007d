import { selection, type EntityManager } from '@undangin/db';

const paymentColumns = selection('payments', [
  'transaction_id',
  'order_id',
  'payment_type',
  'gross_amount',
  'transaction_status',
  'fraud_status',
  'transaction_time',
  'settlement_time',
]);

/** The payments table: the gateway's transactions, one row per transaction_id, kept at their latest status. */
export interface PaymentRecord {
  transactionId: string;
  orderId: string;
  paymentType: string | null;
  grossAmount: number;
  transactionStatus: string;
  fraudStatus: string | null;
  transactionTime: Date | null;
  settlementTime: Date | null;
}

export async function upsertPayment(tx: EntityManager, payment: PaymentRecord): Promise<void> {
  await tx.execute(
    `insert into payments (${paymentColumns.sql()}) values (${paymentColumns.placeholders()})
     on conflict (transaction_id) do update set payment_type = coalesce(excluded.payment_type, payments.payment_type),
       transaction_status = excluded.transaction_status, fraud_status = excluded.fraud_status,
       transaction_time = coalesce(excluded.transaction_time, payments.transaction_time),
       settlement_time = coalesce(excluded.settlement_time, payments.settlement_time), updated_at = now()
     where payments.order_id = excluded.order_id`,
    [
      payment.transactionId,
      payment.orderId,
      payment.paymentType,
      payment.grossAmount,
      payment.transactionStatus,
      payment.fraudStatus,
      payment.transactionTime,
      payment.settlementTime,
    ],
  );
}
