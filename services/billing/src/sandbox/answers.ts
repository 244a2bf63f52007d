import { gatewayTimeText, grossAmountText, signatureOf, type GatewayTransaction } from '../gateway/protocol';
import type { SandboxTransaction } from '../repositories/sandbox-transactions';

/** How the sandbox answers, in Midtrans's shapes and codes. */
export const sandboxMessages = {
  wrongKey: 'Server key sandbox salah atau tidak dikirim.',
  notFound: 'Transaksi sandbox tidak ditemukan.',
  orderIdTaken: 'Nomor pesanan ini sudah dipakai transaksi lain.',
  itemsMismatch: 'Total item_details harus sama dengan gross_amount.',
  finished: 'Transaksi ini sudah selesai dan tidak dapat diubah.',
} as const;

export const outcomes = ['settlement', 'pending', 'deny', 'expire'] as const;
export type Outcome = (typeof outcomes)[number];

/** How each outcome is paid in the sandbox, and the fraud check's verdict (Midtrans: a denied card is 'deny'). */
export const outcomeDetails: Record<Outcome, { paymentType: string; fraudStatus: string }> = {
  settlement: { paymentType: 'qris', fraudStatus: 'accept' },
  pending: { paymentType: 'bank_transfer', fraudStatus: 'accept' },
  deny: { paymentType: 'credit_card', fraudStatus: 'deny' },
  expire: { paymentType: 'bank_transfer', fraudStatus: 'accept' },
};

// Midtrans's status codes: 200 done, 201 waiting, 202 refused; the status API says 407 for an expired transaction.
const statusCodes: Record<string, string> = {
  settlement: '200',
  capture: '200',
  pending: '201',
  deny: '202',
  cancel: '202',
  expire: '202',
};
const statusMessages: Record<string, string> = {
  settlement: 'Success, transaction is found',
  pending: 'Transaksi sedang diproses',
  deny: 'Transaksi ditolak',
  expire: 'Transaksi kedaluwarsa',
  cancel: 'Success, transaction is canceled',
};

/** A transaction as Midtrans's notification ('notification') or status API ('status') tells it, signed with the server key. */
export function gatewayTransactionOf(
  row: SandboxTransaction,
  serverKey: string,
  purpose: 'notification' | 'status',
): GatewayTransaction {
  const transactionStatus = row.transaction_status ?? 'pending';
  const statusCode =
    purpose === 'status' && transactionStatus === 'expire' ? '407' : (statusCodes[transactionStatus] ?? '201');
  const grossAmount = grossAmountText(row.gross_amount);
  return {
    transaction_time: gatewayTimeText(row.transaction_time ?? new Date()),
    transaction_status: transactionStatus,
    transaction_id: row.transaction_id ?? undefined,
    status_message:
      purpose === 'notification'
        ? 'midtrans payment notification'
        : (statusMessages[transactionStatus] ?? 'Success, transaction is found'),
    status_code: statusCode,
    signature_key: signatureOf(
      { order_id: row.order_id, status_code: statusCode, gross_amount: grossAmount },
      serverKey,
    ),
    ...(row.settlement_time ? { settlement_time: gatewayTimeText(row.settlement_time) } : {}),
    ...(row.refund_amount !== null && row.refund_amount !== undefined
      ? { refund_amount: grossAmountText(row.refund_amount) }
      : {}),
    payment_type: row.payment_type ?? undefined,
    order_id: row.order_id,
    merchant_id: 'G-UNDANGIN-LOKAL',
    gross_amount: grossAmount,
    fraud_status: row.fraud_status ?? 'accept',
    currency: 'IDR',
  };
}

/** What Snap.js hands the page's callback (onSuccess, onPending, onError), with the finish URL Snap would go to. */
export function snapResultOf(row: SandboxTransaction) {
  const transactionStatus = row.transaction_status ?? 'pending';
  const statusCode = statusCodes[transactionStatus] ?? '201';
  const finish = URL.canParse(row.finish_url ?? '') ? new URL(row.finish_url!) : null;
  finish?.searchParams.set('order_id', row.order_id);
  finish?.searchParams.set('status_code', statusCode);
  finish?.searchParams.set('transaction_status', transactionStatus);
  return {
    status_code: statusCode,
    status_message: statusMessages[transactionStatus] ?? 'Success, transaction is found',
    transaction_id: row.transaction_id,
    order_id: row.order_id,
    gross_amount: grossAmountText(row.gross_amount),
    payment_type: row.payment_type,
    transaction_time: gatewayTimeText(row.transaction_time ?? new Date()),
    transaction_status: transactionStatus,
    fraud_status: row.fraud_status ?? 'accept',
    finish_redirect_url: finish?.toString() ?? null,
  };
}
