import { paymentMessages } from '@undangin/contracts';
import { privateDatabase, type PrivateDatabase } from '@undangin/db/testing';
import { clearOfWindowEdge } from '@undangin/service-kit/testing';
import { buildBillingTestApp, checkout, notificationFor, notify, sql, type BillingTestApp } from './test-support';

const day = 86_400_000;

// A database of its own: these tests add running promos and end them, which /promo of the shared one must not see.
// Before the fix the new-user promo worked for any account, again and again, and its periods stacked; a promo order
// could be paid after the promo ended, at the promo price.
describe('who may have a promo, asked at checkout and again at payment', () => {
  let db: PrivateDatabase;
  let t: BillingTestApp;
  beforeAll(async () => {
    db = await privateDatabase('promo_rules');
    t = await buildBillingTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.app.close();
    await db?.drop();
  });

  const post = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/billing/transactions', headers, payload });
  /** The gateway settles the order, as Midtrans would notify it. */
  async function pay(orderId: string) {
    const [{ amount }] = (await sql<{ amount: number }>(`select amount from orders where id = ?`, [orderId])) as [
      { amount: number },
    ];
    await sql(
      `update billing_sandbox_transactions set transaction_status = 'settlement', transaction_id = ? where order_id = ?`,
      [`trx-${orderId}`, orderId],
    );
    expect((await notify(t, notificationFor(t.settings.serverKey, orderId, amount))).statusCode).toBe(200);
  }
  const orderOf = async (orderId: string) =>
    (
      await sql<{ status: string; promo_refused: string | null; period_start: string; period_end: string }>(
        `select status, promo_refused, period_start, period_end from orders where id = ?`,
        [orderId],
      )
    )[0]!;
  const daysBought = (order: { period_start: string; period_end: string }) =>
    Math.round((new Date(order.period_end).getTime() - new Date(order.period_start).getTime()) / day);

  it('sells the new-user promo to an account that never bought a plan, once, and refuses it afterwards', async () => {
    const host = await t.host();
    const first = await checkout(t, host.headers, { plan_id: 'pro', promo_id: 'new-user' });
    expect(first.amount).toBe(37_500);
    await pay(first.order_id);
    expect(await orderOf(first.order_id)).toMatchObject({ status: 'paid', promo_refused: null });

    const again = await post(host.headers, { plan_id: 'pro', promo_id: 'new-user' });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'promo_not_eligible', message: paymentMessages.promoNewAccountsOnly });
    expect(await sql(`select 1 from orders where user_id = ? and status = 'pending'`, [host.id])).toEqual([]);
  });

  it('refuses the new-user promo to an account that bought a plan before', async () => {
    const host = await t.host();
    await pay((await checkout(t, host.headers, { plan_id: 'pro' })).order_id);
    const answer = await post(host.headers, { plan_id: 'pro', promo_id: 'new-user' });
    expect(answer.json()).toMatchObject({ status: 403, message: paymentMessages.promoNewAccountsOnly });
  });

  it('pays a second promo order made before the first was paid at the regular price: half the money, half the days', async () => {
    const host = await t.host();
    const a = await checkout(t, host.headers, { plan_id: 'pro', promo_id: 'new-user' });
    const b = await checkout(t, host.headers, { plan_id: 'pro', promo_id: 'new-user' });
    await pay(a.order_id);
    await pay(b.order_id);
    expect(daysBought(await orderOf(a.order_id))).toBe(14);
    const second = await orderOf(b.order_id);
    expect(second).toMatchObject({ status: 'paid', promo_refused: paymentMessages.promoNewAccountsOnly });
    expect(daysBought(second)).toBe(7);
    const [subscription] = await sql<{ current_period_end: string }>(
      `select current_period_end from subscriptions where user_id = ? and status = 'active'`,
      [host.id],
    );
    expect(Math.round((new Date(subscription!.current_period_end).getTime() - Date.now()) / day)).toBe(21);
  });

  it('gives a promo transaction an expiry that ends with the promo, and pays one settled late at the regular price', async () => {
    await sql(
      `insert into promos (id, title, subtitle, description, original_price, promo_price, discount, valid_until, color, badge, plan_id)
       values ('uji-singkat', 'Uji', 'Uji', 'Uji', 75000, 37500, 50, now() + interval '30 minutes', '#000', 'UJI', 'pro')`,
    );
    const host = await t.host();
    const order = await checkout(t, host.headers, { plan_id: 'pro', promo_id: 'uji-singkat' });
    const [sandbox] = await sql<{ expires_at: string }>(
      `select expires_at from billing_sandbox_transactions where order_id = ?`,
      [order.order_id],
    );
    const minutesLeft = (new Date(sandbox!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(28);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    await sql(`update promos set valid_until = now() - interval '1 second' where id = 'uji-singkat'`);
    await pay(order.order_id);
    const late = await orderOf(order.order_id);
    expect(late).toMatchObject({ status: 'paid', promo_refused: paymentMessages.promoInvalid });
    expect(daysBought(late)).toBe(7);
  });

  it('lets the sandbox expire a transaction paid after its expiry, as Midtrans does', async () => {
    const host = await t.host();
    const order = await checkout(t, host.headers, { plan_id: 'pro' });
    await sql(`update billing_sandbox_transactions set expires_at = now() - interval '1 second' where order_id = ?`, [
      order.order_id,
    ]);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/billing/sandbox/pay/${order.token}`,
      payload: { outcome: 'settlement' },
    });
    expect(paid.json()).toMatchObject({ transaction_status: 'expire' });
    expect((await orderOf(order.order_id)).status).toBe('failed');
  });

  it('stops at a promo’s quota of paid uses', async () => {
    await sql(
      `insert into promos (id, title, subtitle, description, original_price, promo_price, discount, valid_until, color, badge, plan_id, max_uses)
       values ('uji-kuota', 'Uji', 'Uji', 'Uji', 75000, 60000, 20, now() + interval '1 day', '#000', 'UJI', 'pro', 1)`,
    );
    const [a, b] = [await t.host(), await t.host()];
    await pay((await checkout(t, a.headers, { plan_id: 'pro', promo_id: 'uji-kuota' })).order_id);
    const answer = await post(b.headers, { plan_id: 'pro', promo_id: 'uji-kuota' });
    expect(answer.json()).toMatchObject({
      status: 403,
      code: 'promo_not_eligible',
      message: paymentMessages.promoUsedUp,
    });
  });
});

describe('checkout limits', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await buildBillingTestApp({
      checkoutLimits: { perAccount: { max: 2, windowSeconds: 600 }, perAddress: { max: 100_000, windowSeconds: 600 } },
    });
  });
  afterAll(() => t?.app.close());

  // Before the fix one account opened 150 orders in 1.8 s, each a call to the gateway.
  it('lets an account start two checkouts per window, refuses the third with 429 in Indonesian, and records nothing', async () => {
    await clearOfWindowEdge(600);
    const host = await t.host();
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/transactions',
        headers: host.headers,
        payload: { plan_id: 'pro' },
      });
    expect([(await post()).statusCode, (await post()).statusCode]).toEqual([201, 201]);
    const third = await post();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ status: 429, code: 'too_many_requests', message: paymentMessages.checkoutTooMany });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sql(`select count(*)::int as n from orders where user_id = ?`, [host.id])).toEqual([{ n: 2 }]);
    // Another account is not held back by it.
    expect((await checkout(t, (await t.host()).headers)).amount).toBe(75_000);
  });
});
