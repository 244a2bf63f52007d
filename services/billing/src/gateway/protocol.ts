import { createHash, timingSafeEqual } from 'node:crypto';

/** Midtrans's own shapes: what Snap's create call takes and answers, and a transaction as the status API and notifications tell it. */
export interface SnapTransactionRequest {
  transaction_details: { order_id: string; gross_amount: number };
  item_details: Array<{ id: string; price: number; quantity: number; name: string; category?: string }>;
  customer_details: { first_name: string; email: string; phone: string };
  callbacks?: { finish?: string };
  /** When the transaction can no longer be paid: Snap's start time (Jakarta, "2026-11-27 10:00:00 +0700") and a duration. */
  expiry?: { start_time: string; unit: 'minute' | 'minutes' | 'hour' | 'hours' | 'day' | 'days'; duration: number };
}

export interface SnapTransactionResponse {
  token: string;
  redirect_url: string;
}

export interface GatewayTransaction {
  order_id: string;
  status_code: string;
  gross_amount: string;
  transaction_status: string;
  signature_key?: string;
  fraud_status?: string;
  payment_type?: string;
  transaction_id?: string;
  transaction_time?: string;
  settlement_time?: string;
  [field: string]: unknown;
}

/** The fields Midtrans signs: SHA512(order_id + status_code + gross_amount + server key), hex. */
export interface Signed {
  order_id: string;
  status_code: string;
  gross_amount: string;
}

export const signatureOf = (fields: Signed, serverKey: string): string =>
  createHash('sha512')
    .update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`)
    .digest('hex');

/** Two secrets compared in constant time, whatever their lengths (both are hashed to the same length first). */
export const secretsEqual = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/** Whether `signature` is the gateway's for these fields, compared in constant time. */
export function signatureMatches(fields: Signed & { signature_key?: string }, serverKey: string): boolean {
  const expected = Buffer.from(signatureOf(fields, serverKey), 'utf8');
  const given = Buffer.from(String(fields.signature_key ?? ''), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Rupiah as Midtrans writes gross_amount in notifications and status answers: "75000.00". */
export const grossAmountText = (amount: number): string => `${amount}.00`;

/** Whether Midtrans's gross_amount ("75000.00", "75000") is exactly the order's whole-rupiah amount. */
export const grossAmountIs = (text: string, amount: number): boolean =>
  /^\d{1,15}(\.\d{1,2})?$/.test(text) && Number(text) === amount;

/** Midtrans writes times in Jakarta time without a zone ("2026-11-26 10:15:00"). */
export function gatewayTime(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+07:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function gatewayTimeText(date: Date | string): string {
  return new Date(new Date(date).getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Basic auth as Midtrans wants it: the server key as the user name, an empty password. */
export const basicAuth = (serverKey: string): string => `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
