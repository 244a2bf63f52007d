import { loopbackFetch } from '@undangin/service-kit';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { apiContentSecurityPolicy, pageContentSecurityPolicy } from '@undangin/contracts';
import { signatureMatches } from './gateway/protocol';
import { readBillingSettings } from './settings';
import { buildBillingTestApp, checkout, sql, stateOf, type BillingTestApp } from './test-support';

describe('the local payment sandbox', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await buildBillingTestApp();
    // Listening, so the adapter and the sandbox's notifications go over real HTTP, as under `npm start`.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.app.close());

  const basic = () => ({ authorization: `Basic ${Buffer.from(`${t.settings.serverKey}:`).toString('base64')}` });
  const pay = (token: string, outcome: string) =>
    t.app.inject({ method: 'POST', url: `/api/billing/sandbox/pay/${token}`, payload: { outcome } });

  it('tells the browser to load its own Snap.js stand-in, from our origin', async () => {
    expect((await t.app.inject({ url: '/api/billing/config' })).json()).toEqual({
      client_key: 'SB-Mid-client-lokal',
      snap_js_url: '/api/billing/sandbox/snap.js',
      is_production: false,
    });
    const script = await t.app.inject({ url: '/api/billing/sandbox/snap.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    for (const text of [
      'window.snap',
      "'Bayar'",
      "'Bayar Nanti (Pending)'",
      "'Gagal'",
      "'Tutup'",
      "'aria-modal'",
      'onSuccess',
      'onPending',
      'onError',
      'onClose',
    ]) {
      expect(script.body).toContain(text);
    }
    expect(script.body).not.toMatch(/https?:\/\//);
    expect(() => new Function(script.body)).not.toThrow();
  });

  it('pays: the popup’s choice is notified to billing, signed as Midtrans signs, and answered in Snap’s result shape', async () => {
    const host = await t.host();
    const { order_id, token } = await checkout(t, host.headers);
    const result = await pay(token, 'settlement');
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({
      status_code: '200',
      transaction_status: 'settlement',
      order_id,
      gross_amount: '75000.00',
      payment_type: 'qris',
      fraud_status: 'accept',
      finish_redirect_url: `http://127.0.0.1:8080/payment-success?order_id=${order_id}&status_code=200&transaction_status=settlement`,
    });
    const state = await stateOf(order_id, host.id);
    expect(state.order[0]).toMatchObject({ status: 'paid' });
    const [event] = await sql<{ raw: Record<string, string> }>(
      `select raw from order_events where order_id = ? and source = 'notification'`,
      [order_id],
    );
    expect(signatureMatches(event!.raw as never, t.settings.serverKey)).toBe(true);
    expect(state.receipts).toHaveLength(1);
    // A finished transaction does not change any more.
    expect((await pay(token, 'deny')).statusCode).toBe(409);
  });

  it('leaves a payment pending, then settles it, and fails a denied one', async () => {
    const host = await t.host();
    const pending = await checkout(t, host.headers);
    expect((await pay(pending.token, 'pending')).json()).toMatchObject({
      status_code: '201',
      transaction_status: 'pending',
      payment_type: 'bank_transfer',
    });
    expect((await stateOf(pending.order_id, host.id)).order[0]!.status).toBe('pending');
    expect((await pay(pending.token, 'settlement')).json()).toMatchObject({
      transaction_status: 'settlement',
      payment_type: 'bank_transfer',
    });
    expect((await stateOf(pending.order_id, host.id)).order[0]!.status).toBe('paid');
    const denied = await checkout(t, host.headers);
    expect((await pay(denied.token, 'deny')).json()).toMatchObject({ status_code: '202', transaction_status: 'deny' });
    expect((await stateOf(denied.order_id, host.id)).order[0]!.status).toBe('failed');
  });

  it('answers Midtrans’s status API with Basic auth only, and knows a transaction once the popup was used', async () => {
    const host = await t.host();
    const { order_id, token } = await checkout(t, host.headers);
    const status = (headers: Record<string, string>) =>
      t.app.inject({ url: `/api/billing/sandbox/v2/${order_id}/status`, headers });
    expect((await status({})).statusCode).toBe(401);
    expect(
      (await status({ authorization: `Basic ${Buffer.from('SB-Mid-server-tebakan:').toString('base64')}` })).statusCode,
    ).toBe(401);
    expect((await status(basic())).statusCode).toBe(404);
    await pay(token, 'expire');
    const answer = (await status(basic())).json();
    expect(answer).toMatchObject({
      order_id,
      status_code: '407',
      transaction_status: 'expire',
      gross_amount: '75000.00',
    });
    expect(signatureMatches(answer, t.settings.serverKey)).toBe(true);
    // Times as Midtrans writes them: Jakarta's wall clock, no zone (the payment was made a moment ago).
    expect(answer.transaction_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const paidAt = Date.parse(`${answer.transaction_time.replace(' ', 'T')}+07:00`);
    expect(Math.abs(Date.now() - paidAt)).toBeLessThan(60_000);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/billing/sandbox/snap/v1/transactions',
      payload: { transaction_details: { order_id: 'X-1', gross_amount: 1 } },
    });
    expect(create.statusCode).toBe(401);
  });

  it('serves Snap’s redirect page under the page policy, and refuses a transaction id twice or items that do not add up', async () => {
    const host = await t.host();
    const { token, redirect_url } = await checkout(t, host.headers);
    const page = await t.app.inject({ url: redirect_url });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(pageContentSecurityPolicy());
    expect(page.body).toContain(`<script src="/api/billing/sandbox/snap.js" data-token="${token}"></script>`);
    expect(
      (await t.app.inject({ url: '/api/billing/sandbox/snap/v4/redirection/tidak-ada' })).headers[
        'content-security-policy'
      ],
    ).toBe(apiContentSecurityPolicy);
    const create = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/sandbox/snap/v1/transactions',
        headers: basic(),
        payload: body,
      });
    const [order] = await sql<{ id: string }>(`select id from orders where snap_token = ?`, [token]);
    expect((await create({ transaction_details: { order_id: order!.id, gross_amount: 75_000 } })).statusCode).toBe(409);
    const items = [{ id: 'pro', price: 70_000, quantity: 1, name: 'Pro' }];
    expect(
      (await create({ transaction_details: { order_id: 'UJI-JUMLAH-1', gross_amount: 75_000 }, item_details: items }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the loopback the sandbox is reached through', () => {
  it('goes over HTTP to the address the service listens on, and through its router while nothing listens', async () => {
    const app = Fastify();
    app.post('/gema', async (request) => ({ host: request.headers.host, body: request.body }));
    await app.ready();
    const http = loopbackFetch(app);
    const call = async () =>
      (
        await http('/gema', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' })
      ).json();
    try {
      expect(await call()).toEqual({ host: 'localhost:80', body: { a: 1 } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(await call()).toEqual({ host: `127.0.0.1:${(app.server.address() as AddressInfo).port}`, body: { a: 1 } });
    } finally {
      await app.close();
    }
  });
});

describe('billing settings', () => {
  it('run the sandbox without a server key, each process with a key of its own', () => {
    const one = readBillingSettings({});
    expect(one).toMatchObject({
      gateway: 'sandbox',
      isProduction: false,
      notificationUrl: '/api/billing/notifications',
      finishUrl: 'http://127.0.0.1:8080/payment-success',
      reconcileSeconds: 60,
    });
    expect(one.serverKey).not.toBe(readBillingSettings({}).serverKey);
  });

  it('refuse to start in production on the sandbox, or with a server key but no client key', () => {
    expect(() => readBillingSettings({ NODE_ENV: 'production' })).toThrow(
      /MIDTRANS_SERVER_KEY wajib diisi di produksi/,
    );
    expect(() => readBillingSettings({ MIDTRANS_SERVER_KEY: 'Mid-server-x' })).toThrow(/MIDTRANS_CLIENT_KEY/);
  });

  it('take Midtrans’s keys, its production switch and the URLs from the environment', () => {
    const env = {
      NODE_ENV: 'production',
      MIDTRANS_SERVER_KEY: 'Mid-server-x',
      MIDTRANS_CLIENT_KEY: 'Mid-client-x',
      MIDTRANS_IS_PRODUCTION: 'true',
      SITE_URL: 'https://undangin.id/',
      BILLING_RECONCILE_SECONDS: '120',
    };
    expect(readBillingSettings(env)).toMatchObject({
      gateway: 'midtrans',
      serverKey: 'Mid-server-x',
      clientKey: 'Mid-client-x',
      isProduction: true,
      finishUrl: 'https://undangin.id/payment-success',
      reconcileSeconds: 120,
    });
    expect(readBillingSettings({ ...env, PAYMENT_FINISH_URL: 'https://undangin.id/selesai' }).finishUrl).toBe(
      'https://undangin.id/selesai',
    );
    // Without BILLING_NOTIFICATION_URL, the URL registered in Midtrans's dashboard applies.
    expect(readBillingSettings(env).notificationUrl).toBeNull();
  });
});
