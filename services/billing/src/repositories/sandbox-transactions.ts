import { column, selection, type Columns, type EntityManager, type SelectedRow } from '@undangin/db';

/**
 * The local sandbox's own book of transactions (it stands in for Midtrans and never reads billing's orders):
 * `refund_amount` once a refund is recorded (Midtrans's status API reports it), `expires_at` Snap's expiry (past it
 * the transaction can only expire).
 */
const transactionColumns = selection('billing_sandbox_transactions', [
  'token',
  'order_id',
  'gross_amount',
  'finish_url',
  'transaction_id',
  'transaction_status',
  'payment_type',
  'fraud_status',
  'transaction_time',
  'settlement_time',
  'refund_amount',
  'expires_at',
]);
export type SandboxTransaction = SelectedRow<typeof transactionColumns>;

const created = selection('billing_sandbox_transactions', [
  'token',
  'order_id',
  'gross_amount',
  'finish_url',
  'expires_at',
]);
const status = column('billing_sandbox_transactions', 'transaction_status');

/** False when the order id has a transaction already (Midtrans takes each order id once). */
export async function insertSandboxTransaction(
  em: EntityManager,
  tx: { token: string; orderId: string; grossAmount: number; finishUrl: string | null; expiresAt: Date | null },
): Promise<boolean> {
  const rows = await em.execute<Array<Columns<'billing_sandbox_transactions', 'token'>>>(
    `insert into billing_sandbox_transactions (${created.sql()}) values (${created.placeholders()})
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
  const key = column('billing_sandbox_transactions', by === 'token' ? 'token' : 'order_id');
  const [row] = await em.execute<SandboxTransaction[]>(
    `select ${transactionColumns.sql()} from billing_sandbox_transactions where ${key} = ?`,
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
     where token = ? and (${status} is null or ${status} = 'pending') returning ${transactionColumns.sql()}`,
    [outcome.transactionId, outcome.status, outcome.paymentType, outcome.fraudStatus, outcome.status, token],
  );
  return row ?? null;
}

/** Midtrans's cancel: a transaction still pending becomes 'cancel' (null when there is none pending to cancel). */
export async function cancelSandboxTransaction(em: EntityManager, orderId: string): Promise<SandboxTransaction | null> {
  const [row] = await em.execute<SandboxTransaction[]>(
    `update billing_sandbox_transactions set ${status} = 'cancel' where order_id = ? and ${status} = 'pending'
     returning ${transactionColumns.sql()}`,
    [orderId],
  );
  return row ?? null;
}

/**
 * Midtrans's refund of a paid transaction: `amount` more goes back (never past the gross amount); all of it makes the
 * transaction 'refund', part of it 'partial_refund'. Null when it is not paid (nothing to refund) or fully refunded.
 */
export async function refundSandboxTransaction(
  em: EntityManager,
  orderId: string,
  amount: number,
): Promise<SandboxTransaction | null> {
  const [row] = await em.execute<SandboxTransaction[]>(
    `update billing_sandbox_transactions
        set refund_amount = least(gross_amount, coalesce(refund_amount, 0) + ?),
            ${status} = case when coalesce(refund_amount, 0) + ? >= gross_amount then 'refund' else 'partial_refund' end
      where order_id = ? and ${status} in ('settlement', 'capture', 'partial_refund')
      returning ${transactionColumns.sql()}`,
    [amount, amount, orderId],
  );
  return row ?? null;
}
