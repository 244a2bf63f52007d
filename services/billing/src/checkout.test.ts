import { randomUUID } from 'node:crypto';
import { paymentMessages } from '@undangin/contracts';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { placeholderPhone, snapRequest } from './domain/checkout';
import { customerOf } from './repositories/catalogue';
import { buildBillingTestApp, checkout, notificationFor, notify, sql, type BillingTestApp } from './test-support';

describe('checkout', () => {
  const t = serviceTestContext(() => buildBillingTestApp());

  const post = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/billing/transactions', headers, payload: payload as object });

  it('charges the plan’s price from the database and records the order pending, with its checkout event', async () => {
    const host = await t.host();
    const created = await checkout(t, host.headers, { plan_id: 'pro' });
    expect(created).toMatchObject({
      amount: 75_000,
      redirect_url: `/api/billing/sandbox/snap/v4/redirection/${created.token}`,
    });
    expect(created.order_id).toMatch(/^UNDANGIN-\d{13}-[0-9a-z]{6}$/);
    const [order] = await sql(
      `select user_id, plan_id, promo_id, amount, status, snap_token from orders where id = ?`,
      [created.order_id],
    );
    expect(order).toEqual({
      user_id: host.id,
      plan_id: 'pro',
      promo_id: null,
      amount: 75_000,
      status: 'pending',
      snap_token: created.token,
    });
    // What the gateway was asked to charge is the same amount.
    expect(await sql(`select gross_amount from billing_sandbox_transactions where token = ?`, [created.token])).toEqual(
      [{ gross_amount: 75_000 }],
    );
    expect(await sql(`select source, status from order_events where order_id = ?`, [created.order_id])).toEqual([
      { source: 'checkout', status: 'pending' },
    ]);
  });

  it('refuses a body that names its own amount, before anything is written', async () => {
    const host = await t.host();
    for (const payload of [
      { plan_id: 'pro', gross_amount: 1 },
      { plan_id: 'pro', amount: 1 },
      { plan_id: 'pro', price: 1 },
    ]) {
      const answer = await post(host.headers, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    expect(await sql(`select 1 from orders where user_id = ?`, [host.id])).toEqual([]);
  });

  it('refuses the free plan (400) and an unknown or inactive plan (404)', async () => {
    const host = await t.host();
    expect((await post(host.headers, { plan_id: 'gratis' })).json()).toEqual({
      status: 400,
      code: 'free_plan',
      message: paymentMessages.freePlan,
    });
    expect((await post(host.headers, { plan_id: 'tidak-ada' })).json()).toEqual({
      status: 404,
      code: 'plan_not_found',
      message: paymentMessages.planNotFound,
    });
    const hidden = `lama-${randomUUID().slice(0, 8)}`;
    await sql(
      `insert into plans (id, name, price, billing_interval, is_active) values (?, 'Paket Lama', 50000, 'monthly', false)`,
      [hidden],
    );
    expect((await post(host.headers, { plan_id: hidden })).statusCode).toBe(404);
    expect(await sql(`select 1 from orders where user_id = ?`, [host.id])).toEqual([]);
  });

  it('charges a promo’s price only while it runs, and only for the plan it sells', async () => {
    const host = await t.host();
    // The seeded promos run (new user: Pro at Rp 37.500); no test leaves a promo of its own running, as /promo lists them.
    const created = await checkout(t, host.headers, { plan_id: 'pro', promo_id: 'new-user' });
    expect(created.amount).toBe(37_500);
    expect(await sql(`select promo_id, amount from orders where id = ?`, [created.order_id])).toEqual([
      { promo_id: 'new-user', amount: 37_500 },
    ]);
    expect((await checkout(t, host.headers, { plan_id: 'premium', promo_id: 'flash-sale' })).amount).toBe(44_700);

    const ended = `uji-${randomUUID().slice(0, 8)}`;
    await sql(
      `insert into promos (id, title, subtitle, description, original_price, promo_price, discount, valid_until, color, badge, plan_id)
       values (?, 'Promo Uji', 'Uji', 'Uji', 75000, 30000, 60, now() - interval '1 second', '#000', 'UJI', 'pro')`,
      [ended],
    );
    const refusals = [
      { plan_id: 'pro', promo_id: ended },
      { plan_id: 'premium', promo_id: 'new-user' },
      { plan_id: 'pro', promo_id: 'tidak-ada' },
    ];
    try {
      for (const payload of refusals)
        expect((await post(host.headers, payload)).json()).toMatchObject({
          status: 400,
          code: 'promo_invalid',
          message: paymentMessages.promoInvalid,
        });
    } finally {
      await sql(`delete from promos where id = ?`, [ended]);
    }
    expect(await sql(`select count(*)::int as n from orders where user_id = ?`, [host.id])).toEqual([{ n: 2 }]);
  });

  it('asks the gateway for the spec’s defaults when the profile has no name or WhatsApp number', async () => {
    const bare = await t.host();
    const whatsapp = `62812${Date.now() % 100_000_000}`;
    const named = await t.host({ name: 'Rina Lestari', whatsapp });
    const plan = { id: 'pro', name: 'Pro', price: 75_000 };
    const em = t.app.orm.em.fork();
    expect(
      snapRequest(
        'UNDANGIN-1-abcdef',
        plan,
        75_000,
        (await customerOf(em, bare.id))!,
        'http://127.0.0.1:8080/payment-success',
      ),
    ).toEqual({
      transaction_details: { order_id: 'UNDANGIN-1-abcdef', gross_amount: 75_000 },
      item_details: [{ id: 'pro', price: 75_000, quantity: 1, name: 'Pro', category: 'Subscription Plan' }],
      customer_details: { first_name: 'Customer', email: bare.email, phone: placeholderPhone },
      callbacks: { finish: 'http://127.0.0.1:8080/payment-success' },
    });
    expect((await customerOf(em, named.id))!).toEqual({ email: named.email, name: 'Rina Lestari', whatsapp });
  });

  it('is for signed-in hosts only', async () => {
    const answer = await post({}, { plan_id: 'pro' });
    expect(answer.statusCode).toBe(401);
  });

  it('answers 502 in the shared shape when the gateway fails, and records nothing', async () => {
    const down = await buildBillingTestApp({}, { http: async () => Promise.reject(new Error('ECONNREFUSED')) });
    try {
      const host = await down.host();
      const answer = await down.app.inject({
        method: 'POST',
        url: '/api/billing/transactions',
        headers: host.headers,
        payload: { plan_id: 'pro' },
      });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({
        status: 502,
        code: 'service_unavailable',
        message: paymentMessages.gatewayUnavailable,
        trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      expect(await sql(`select 1 from orders where user_id = ?`, [host.id])).toEqual([]);
    } finally {
      await down.app.close();
    }
  });
});

describe('orders', () => {
  const t = serviceTestContext(() => buildBillingTestApp());
  const afterAllClose: Array<BillingTestApp['app']> = [];
  afterAll(async () => {
    for (const app of afterAllClose) await app.close();
  });

  it('lists the host’s own orders, newest first, and shows one only to its owner', async () => {
    const host = await t.host();
    const stranger = await t.host();
    const first = await checkout(t, host.headers, { plan_id: 'pro' });
    const second = await checkout(t, host.headers, { plan_id: 'premium' });
    await checkout(t, stranger.headers, { plan_id: 'pro' });
    const list = (await t.app.inject({ url: '/api/billing/orders', headers: host.headers })).json() as {
      orders: Array<{ order_id: string }>;
    };
    expect(list.orders.map((order) => order.order_id)).toEqual([second.order_id, first.order_id]);
    expect(list.orders[1]).toMatchObject({
      plan_id: 'pro',
      plan_name: 'Pro',
      amount: 75_000,
      status: 'pending',
      promo_id: null,
      paid_at: null,
      period_end: null,
    });

    const theirs = await t.app.inject({ url: `/api/billing/orders/${first.order_id}`, headers: stranger.headers });
    expect(theirs.json()).toEqual({ status: 404, code: 'not_found', message: paymentMessages.orderNotFound });
    expect((await t.app.inject({ url: `/api/billing/orders/${first.order_id}` })).statusCode).toBe(401);
  });

  it('checks a pending order with the gateway when its owner asks (Cek Status), and settles it as a notification would', async () => {
    // Notifications of this sandbox are lost on the way.
    const lost = await buildBillingTestApp({ notificationUrl: 'http://127.0.0.1:9/tidak-sampai' });
    afterAllClose.push(lost.app);
    const host = await lost.host();
    const { order_id, token } = await checkout(lost, host.headers);
    const read = async () =>
      (await lost.app.inject({ url: `/api/billing/orders/${order_id}`, headers: host.headers })).json() as {
        status: string;
      };
    // The gateway knows nothing yet (the host has not chosen how to pay): the order stays pending.
    expect((await read()).status).toBe('pending');
    const paid = await lost.app.inject({
      method: 'POST',
      url: `/api/billing/sandbox/pay/${token}`,
      payload: { outcome: 'settlement' },
    });
    expect(paid.json()).toMatchObject({ transaction_status: 'settlement', order_id });
    expect(await sql(`select status from orders where id = ?`, [order_id])).toEqual([{ status: 'pending' }]);
    expect(await read()).toMatchObject({ status: 'paid', payment_type: 'qris' });
    expect(
      await sql(`select source from order_events where order_id = ? order by id desc limit 1`, [order_id]),
    ).toEqual([{ source: 'status_check' }]);
    expect(await sql(`select plan_id, status from subscriptions where order_id = ?`, [order_id])).toEqual([
      { plan_id: 'pro', status: 'active' },
    ]);
  });

  it('shows a paid order with the end of the period it bought', async () => {
    const host = await t.host();
    const { order_id } = await checkout(t, host.headers);
    await notify(t, notificationFor(t.settings.serverKey, order_id, 75_000));
    const order = (await t.app.inject({ url: `/api/billing/orders/${order_id}`, headers: host.headers })).json() as {
      status: string;
      paid_at: string;
      period_end: string;
    };
    expect(order.status).toBe('paid');
    expect(Date.parse(order.period_end) - Date.parse(order.paid_at)).toBe(14 * 86_400_000);
  });
});
