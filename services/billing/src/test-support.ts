import { randomUUID } from 'node:crypto';
import { bearer, buildTestService, publishedTestKey, withOwnerDb } from '@undangin/service-kit/testing';
import { outboxMailer } from '@undangin/service-kit/mail';
import { billingRoutes, type BillingOptions } from './app';
import type { BillingContext } from './context';
import { grossAmountText, signatureOf, type GatewayTransaction } from './gateway/protocol';
import { readBillingSettings, type BillingSettings } from './settings';

/** SQL as the login role (test set-up and checks of what billing wrote). */
export const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.getConnection().execute<T[]>(text, params));

/** The billing service on the embedded sandbox (no reconcile timer: tests run it by hand), and hosts with bearer headers. */
export async function buildBillingTestApp(
  overrides: Partial<BillingSettings> = {},
  options: Omit<BillingOptions, 'settings' | 'onReady'> = {},
) {
  const settings: BillingSettings = {
    ...readBillingSettings({ SITE_URL: 'http://127.0.0.1:8080' }),
    reconcileSeconds: 0,
    // Every test checks out from 127.0.0.1: the checkout limits are tested on their own.
    checkoutLimits: { perAccount: { max: 1000, windowSeconds: 60 }, perAddress: { max: 100_000, windowSeconds: 60 } },
    ...overrides,
  };
  let billing: BillingContext | null = null;
  // What the service logs at warn and above, as pino's JSON lines.
  const logs: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) };
  const routes = billingRoutes({ settings, mailer: outboxMailer, ...options, onReady: (made) => (billing = made) });
  const app = await buildTestService('billing', routes, { level: 'warn', stream });
  await app.ready();
  const key = await publishedTestKey();
  const host = async (profile: { name?: string; whatsapp?: string } | null = null) => {
    const id = randomUUID();
    const email = `${id.slice(0, 8)}@contoh.id`;
    await sql(`insert into auth_users (id, email, encrypted_password) values (?, ?, 'x')`, [id, email]);
    if (profile)
      await sql(`insert into profiles (id, name, whatsapp) values (?, ?, ?)`, [
        id,
        profile.name ?? null,
        profile.whatsapp ?? null,
      ]);
    return { id, email, headers: await bearer(key, 'user', id) };
  };
  return { app, settings, billing: billing! as BillingContext, host, logs };
}

export type BillingTestApp = Awaited<ReturnType<typeof buildBillingTestApp>>;

/** A checkout of `planId` by a host; the order id and the sandbox's token. */
export async function checkout(
  t: BillingTestApp,
  headers: Record<string, string>,
  body: Record<string, unknown> = { plan_id: 'pro' },
) {
  const answer = await t.app.inject({ method: 'POST', url: '/api/billing/transactions', headers, payload: body });
  if (answer.statusCode !== 201) throw new Error(`checkout answered ${answer.statusCode}: ${answer.body}`);
  return answer.json() as { order_id: string; token: string; redirect_url: string; amount: number };
}

const statusCodes: Record<string, string> = { settlement: '200', capture: '200', pending: '201' };

/** A notification as Midtrans sends it, signed with `serverKey` (the service's own unless a test forges one). */
export function notificationFor(
  serverKey: string,
  orderId: string,
  amount: number,
  fields: Partial<GatewayTransaction> = {},
): GatewayTransaction & { signature_key: string } {
  const transactionStatus = fields.transaction_status ?? 'settlement';
  const body = {
    transaction_time: '2026-11-26 10:15:00',
    transaction_status: transactionStatus,
    transaction_id: `trx-${orderId}`,
    status_message: 'midtrans payment notification',
    status_code: statusCodes[transactionStatus] ?? '202',
    payment_type: 'bank_transfer',
    order_id: orderId,
    merchant_id: 'G-UJI',
    gross_amount: grossAmountText(amount),
    fraud_status: 'accept',
    currency: 'IDR',
    ...fields,
  };
  return { ...body, signature_key: fields.signature_key ?? signatureOf(body, serverKey) };
}

export const notify = (t: BillingTestApp, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/billing/notifications', payload: body });

/**
 * The notification suites' steps: a new host's order of Pro, a notification of it signed with the service's key,
 * and what the sandbox's status API (the gateway's word) will answer for it. `t` is read at each call.
 */
export function notificationSteps(t: BillingTestApp) {
  return {
    orderOf: async () => {
      const host = await t.host();
      const { order_id } = await checkout(t, host.headers);
      return { host, orderId: order_id };
    },
    send: (orderId: string, fields: Parameters<typeof notificationFor>[3] = {}, amount = 75_000) =>
      notify(t, notificationFor(t.settings.serverKey, orderId, amount, fields)),
    gatewaySays: (orderId: string, status: string) =>
      sql(`update billing_sandbox_transactions set transaction_status = ?, transaction_id = ? where order_id = ?`, [
        status,
        `trx-${orderId}`,
        orderId,
      ]),
  };
}

const timestamp = /(_at|_end|_start|_time)$/;
/** Rows with their timestamps as Dates (the driver hands them over as text). */
const withDates = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        timestamp.test(key) && typeof value === 'string' ? new Date(value) : value,
      ]),
    ),
  );

/** What billing keeps of an order and its host, to compare before and after a request. */
export async function stateOf(orderId: string, userId: string) {
  return {
    order: withDates(
      await sql(
        `select status, gateway_status, paid_at, period_start, period_end, receipt_sent_at from orders where id = ?`,
        [orderId],
      ),
    ),
    subscriptions: withDates(
      await sql(
        `select plan_id, status, current_period_end, order_id from subscriptions where user_id = ? order by created_at`,
        [userId],
      ),
    ),
    payments: withDates(await sql(`select * from payments where order_id = ?`, [orderId])),
    events: await sql(`select source, status, transaction_status from order_events where order_id = ? order by id`, [
      orderId,
    ]),
    receipts: await sql(`select subject from auth_mail_outbox where subject like ? order by id`, [`%${orderId}%`]),
  };
}
