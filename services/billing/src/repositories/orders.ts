import type { OrderPayment, OrderStatus, OrderView } from '@undangin/contracts';
import { column, type EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';

const paidAt = column('orders', 'paid_at');

const periodEnd = column('subscriptions', 'current_period_end');

/** The orders table: one row per checkout, written by billing alone. Reads are scoped to the owner. */
// Snap's own default: a payment page is valid for a day unless the checkout asked for less (a promo's end).
const payableUntil = `coalesce(o.payable_until, o.created_at + interval '1 day')`;
const viewColumns = `o.id as order_id, o.plan_id, p.name as plan_name, o.promo_id, o.amount, o.status, o.payment_type,
  o.created_at, o.${paidAt}, o.period_end, ${payableUntil} as payable_until,
  case when o.status = 'failed' and o.gateway_status = 'expire' then 'expired'
    when o.status = 'failed' and o.gateway_status = 'cancel' then 'cancelled' end as ended`;

type ViewRow = Omit<OrderView, 'created_at' | 'paid_at' | 'period_end' | 'payable_until'> & {
  created_at: string;
  paid_at: string | null;
  period_end: string | null;
  payable_until: string;
};
const toView = (row: ViewRow): OrderView => ({
  ...row,
  created_at: iso(row.created_at),
  paid_at: iso(row.paid_at),
  period_end: iso(row.period_end),
  payable_until: iso(row.payable_until),
});

export interface NewOrder {
  id: string;
  userId: string;
  planId: string;
  promoId: string | null;
  amount: number;
  snapToken: string;
  redirectUrl: string;
  /** Minutes the payment page stays valid (Snap's expiry); null: Snap's day. */
  payableMinutes: number | null;
}

export async function insertOrder(em: EntityManager, order: NewOrder): Promise<void> {
  await em.execute(
    `insert into orders (id, user_id, plan_id, promo_id, amount, snap_token, redirect_url, payable_until)
     values (?, ?, ?, ?, ?, ?, ?, now() + make_interval(mins => ?))`,
    [
      order.id,
      order.userId,
      order.planId,
      order.promoId,
      order.amount,
      order.snapToken,
      order.redirectUrl,
      order.payableMinutes ?? 24 * 60,
    ],
  );
}

/** A pending order of this owner whose payment page is still valid: its token and page; null otherwise. */
export async function ownPayablePayment(
  em: EntityManager,
  userId: string,
  orderId: string,
): Promise<OrderPayment | null> {
  const [row] = await em.execute<Array<Omit<OrderPayment, 'payable_until'> & { payable_until: string }>>(
    `select o.id as order_id, o.snap_token as token, o.redirect_url, ${payableUntil} as payable_until from orders o
     where o.id = ? and o.user_id = ? and o.status = 'pending' and o.snap_token is not null and o.redirect_url is not null
       and ${payableUntil} > now()`,
    [orderId, userId],
  );
  return row ? { ...row, payable_until: iso(row.payable_until)! } : null;
}

/** The host cancelled a pending order the gateway had no transaction for: failed, with the reason recorded. */
export async function cancelUnstarted(em: EntityManager, orderId: string): Promise<boolean> {
  const rows = await em.execute<Array<{ id: string }>>(
    `with cancelled as (update orders set status = 'failed', gateway_status = 'cancel', updated_at = now() where id = ? and status = 'pending' returning id)
     insert into order_events (order_id, source, status, transaction_status) select id, 'host', 'failed', 'cancel' from cancelled returning order_id as id`,
    [orderId],
  );
  return rows.length > 0;
}

export async function listOwnOrders(em: EntityManager, userId: string): Promise<OrderView[]> {
  const rows = await em.execute<ViewRow[]>(
    `select ${viewColumns} from orders o join plans p on p.id = o.plan_id where o.user_id = ? order by o.created_at desc, o.id desc limit 200`,
    [userId],
  );
  return rows.map(toView);
}

export async function findOwnOrder(em: EntityManager, userId: string, orderId: string): Promise<OrderView | null> {
  const [row] = await em.execute<ViewRow[]>(
    `select ${viewColumns} from orders o join plans p on p.id = o.plan_id where o.id = ? and o.user_id = ?`,
    [orderId, userId],
  );
  return row ? toView(row) : null;
}

/** An order as settlement needs it, locked until the transaction ends (notifications for it queue behind). */
export interface LockedOrder {
  id: string;
  user_id: string;
  plan_id: string;
  promo_id: string | null;
  amount: number;
  /** The plan's regular price now: what a payment is worth when it no longer earns its promo. */
  plan_price: number;
  status: OrderStatus;
  gateway_status: string | null;
  paid_at: string | null;
  period_start: string | null;
  period_end: string | null;
  /** How much of the amount went back to the host so far (refunds and chargebacks). */
  refunded_amount: number;
  billing_interval: 'lifetime' | '3_days' | '14_days' | 'monthly' | '3_months' | '6_months' | '1_year';
}

export async function lockOrder(tx: EntityManager, orderId: string): Promise<LockedOrder | null> {
  const [row] = await tx.execute<LockedOrder[]>(
    `select o.id, o.user_id, o.plan_id, o.promo_id, o.amount, p.price as plan_price, o.status, o.gateway_status, o.${paidAt}, o.period_start, o.period_end,
       o.refunded_amount, p.billing_interval
     from orders o join plans p on p.id = o.plan_id where o.id = ? for update of o`,
    [orderId],
  );
  return row ?? null;
}

export async function updateGatewayState(
  tx: EntityManager,
  orderId: string,
  state: { status: OrderStatus; gatewayStatus: string; paymentType: string | null },
): Promise<void> {
  await tx.execute(
    `update orders set status = ?, gateway_status = ?, payment_type = coalesce(?, payment_type), updated_at = now() where id = ?`,
    [state.status, state.gatewayStatus, state.paymentType, orderId],
  );
}

/** `promoRefused`: why the payment no longer earned its promo (it bought time at the regular price instead). */
export async function markPaid(
  tx: EntityManager,
  orderId: string,
  period: { paidAt: Date; start: Date; end: Date | null },
  promoRefused: string | null = null,
): Promise<void> {
  await tx.execute(
    `update orders set ${paidAt} = ?, period_start = ?, period_end = ?, promo_refused = ?, updated_at = now() where id = ?`,
    [period.paidAt, period.start, period.end, promoRefused, orderId],
  );
}

export async function recordRefunded(tx: EntityManager, orderId: string, refundedAmount: number): Promise<void> {
  await tx.execute(`update orders set refunded_amount = ?, refunded_at = now(), updated_at = now() where id = ?`, [
    refundedAmount,
    orderId,
  ]);
}

/**
 * Orders left pending between `minMinutes` and `maxHours` old, not asked about in the last `minMinutes`, claimed for
 * this run: a replica running the same job at the same time skips them.
 */
export async function claimPendingOrders(
  em: EntityManager,
  window: { minMinutes: number; maxHours: number; limit: number },
): Promise<Array<{ id: string; created_at: string }>> {
  return em.execute<Array<{ id: string; created_at: string }>>(
    `update orders set checked_at = now() where id in (
       select id from orders where status = 'pending'
         and created_at < now() - make_interval(mins => ?) and created_at > now() - make_interval(hours => ?)
         and (checked_at is null or checked_at < now() - make_interval(mins => ?))
       order by created_at limit ? for update skip locked)
     returning id, created_at`,
    [window.minMinutes, window.maxHours, window.minMinutes, window.limit],
  );
}

/** A pending order the gateway never heard of after its token expired: failed, with the reason recorded. */
export async function expireUnknown(em: EntityManager, orderId: string): Promise<boolean> {
  const rows = await em.execute<Array<{ id: string }>>(
    `with expired as (update orders set status = 'failed', gateway_status = 'expire', updated_at = now() where id = ? and status = 'pending' returning id)
     insert into order_events (order_id, source, status, transaction_status) select id, 'reconcile', 'failed', 'expire' from expired returning order_id as id`,
    [orderId],
  );
  return rows.length > 0;
}

/** Paid orders of the last `maxHours` whose receipt has not gone out (a mail server that was down). */
export async function paidWithoutReceipt(em: EntityManager, maxHours: number): Promise<string[]> {
  const rows = await em.execute<Array<{ id: string }>>(
    `select id from orders where status = 'paid' and receipt_sent_at is null and ${paidAt} > now() - make_interval(hours => ?) order by ${paidAt} limit 50`,
    [maxHours],
  );
  return rows.map((row) => row.id);
}

export interface ReceiptRow {
  order_id: string;
  amount: number;
  paid_at: string;
  period_end: string | null;
  plan_name: string;
  email: string;
  name: string | null;
}

/** Marks the receipt of a paid order as sent and returns what it says; null when it went out already. */
export async function claimReceipt(tx: EntityManager, orderId: string): Promise<ReceiptRow | null> {
  const [row] = await tx.execute<ReceiptRow[]>(
    `update orders o set receipt_sent_at = now() from plans p, auth_users u
     where o.id = ? and o.status = 'paid' and o.receipt_sent_at is null and p.id = o.plan_id and u.id = o.user_id
     returning o.id as order_id, o.amount, o.${paidAt}, o.period_end, p.name as plan_name, u.email,
       coalesce((select nullif(trim(name), '') from profiles where id = o.user_id), nullif(trim(u.user_metadata->>'name'), '')) as name`,
    [orderId],
  );
  return row ?? null;
}

export interface RefundNoticeRow {
  order_id: string;
  amount: number;
  refunded_amount: number;
  plan_name: string;
  email: string;
  name: string | null;
  /** The end of the host's plan now: null when it runs without end, or when no plan of this order runs any more. */
  plan_end: string | null;
  plan_running: boolean;
}

/** Marks the host as told of the order's latest refund and returns what to tell; null when they were told already. */
export async function claimRefundNotice(tx: EntityManager, orderId: string): Promise<RefundNoticeRow | null> {
  const [row] = await tx.execute<RefundNoticeRow[]>(
    `update orders o set refund_notice_sent_at = now() from plans p, auth_users u
     where o.id = ? and o.refunded_at is not null and (o.refund_notice_sent_at is null or o.refund_notice_sent_at < o.refunded_at)
       and p.id = o.plan_id and u.id = o.user_id
     returning o.id as order_id, o.amount, o.refunded_amount, p.name as plan_name, u.email,
       coalesce((select nullif(trim(name), '') from profiles where id = o.user_id), nullif(trim(u.user_metadata->>'name'), '')) as name,
       (select s.${periodEnd} from subscriptions s where s.user_id = o.user_id and s.plan_id = o.plan_id and s.status = 'active'
          and (s.${periodEnd} is null or s.${periodEnd} > now()) order by s.created_at desc limit 1) as plan_end,
       exists (select 1 from subscriptions s where s.user_id = o.user_id and s.plan_id = o.plan_id and s.status = 'active'
          and (s.${periodEnd} is null or s.${periodEnd} > now())) as plan_running`,
    [orderId],
  );
  return row ?? null;
}

/** Refunds whose host has not been told yet (a mail server that was down). */
export async function refundsWithoutNotice(em: EntityManager, maxHours: number): Promise<string[]> {
  const rows = await em.execute<Array<{ id: string }>>(
    `select id from orders where refunded_at > now() - make_interval(hours => ?)
       and (refund_notice_sent_at is null or refund_notice_sent_at < refunded_at) order by refunded_at limit 50`,
    [maxHours],
  );
  return rows.map((row) => row.id);
}
