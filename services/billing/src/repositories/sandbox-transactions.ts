import type { EntityManager } from '@undangin/db';

/** The local sandbox's own book of transactions (it stands in for Midtrans and never reads billing's orders). */
export interface SandboxTransaction {
  token: string;
  order_id: string;
  gross_amount: number;
  finish_url: string | null;
  transaction_id: string | null;
  transaction_status: string | null;
  payment_type: string | null;
  fraud_status: string | null;
  // Timestamps come from the driver as text.
  transaction_time: string | null;
  settlement_time: string | null;
  /** How much was refunded, once a refund is recorded (Midtrans's status API reports it). */
  refund_amount?: number | null;
  /** Snap's expiry: past it the transaction can only expire. */
  expires_at?: string | null;
}

/** False when the order id has a transaction already (Midtrans takes each order id once). */
export async function insertSandboxTransaction(
  em: EntityManager,
  tx: { token: string; orderId: string; grossAmount: number; finishUrl: string | null; expiresAt: Date | null },
): Promise<boolean> {
  const rows = await em.execute<Array<{ token: string }>>(
    `insert into billing_sandbox_transactions (token, order_id, gross_amount, finish_url, expires_at) values (?, ?, ?, ?, ?)
     on conflict (order_id) do nothing returning token`,
    [tx.token, tx.orderId, tx.grossAmount, tx.finishUrl, tx.expiresAt],
  );
  return rows.length > 0;
}

export async function sandboxTransactionBy(
  em: EntityManager,
  by: 'token' | 'order_id',
  value: string,
): Promise<SandboxTransaction | null> {
  const column = by === 'token' ? 'token' : 'order_id';
  const [row] = await em.execute<SandboxTransaction[]>(
    `select * from billing_sandbox_transactions where ${column} = ?`,
    [value],
  );
  return row ?? null;
}

/** What the person chose in the popup; a transaction that is no longer pending does not change (null then). */
export async function recordSandboxOutcome(
  em: EntityManager,
  token: string,
  outcome: { transactionId: string; status: string; paymentType: string; fraudStatus: string },
): Promise<SandboxTransaction | null> {
  const [row] = await em.execute<SandboxTransaction[]>(
    `update billing_sandbox_transactions set transaction_id = coalesce(transaction_id, ?), transaction_status = ?,
       payment_type = coalesce(payment_type, ?), fraud_status = ?, transaction_time = coalesce(transaction_time, now()),
       settlement_time = case when ? = 'settlement' then now() else settlement_time end
     where token = ? and (transaction_status is null or transaction_status = 'pending') returning *`,
    [outcome.transactionId, outcome.status, outcome.paymentType, outcome.fraudStatus, outcome.status, token],
  );
  return row ?? null;
}

/** Midtrans's cancel: a transaction still pending becomes 'cancel' (null when there is none pending to cancel). */
export async function cancelSandboxTransaction(em: EntityManager, orderId: string): Promise<SandboxTransaction | null> {
  const [row] = await em.execute<SandboxTransaction[]>(
    `update billing_sandbox_transactions set transaction_status = 'cancel' where order_id = ? and transaction_status = 'pending' returning *`,
    [orderId],
  );
  return row ?? null;
}
