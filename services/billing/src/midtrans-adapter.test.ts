import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GatewayError, MidtransGateway, midtransUrls, type HttpFetch } from './gateway/midtrans';
import { signatureMatches } from './gateway/protocol';
import { readBillingSettings } from './settings';
import { buildBillingTestApp, checkout, notificationFor, notify, sql } from './test-support';

/** A stand-in for Midtrans's servers: answers what a test queues, and records each request exactly as it came. */
async function recordingServer() {
  const requests: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> = [];
  const answers: Array<{ status: number; body: unknown } | 'hang'> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      const answer = answers.shift() ?? { status: 500, body: {} };
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { origin, requests, answers, close };
}

const serverKey = 'SB-Mid-server-contoh';
const basic = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

// Shapes as Midtrans documents them (Snap create, Core API status, HTTP notification), values of our own.
const snapAnswer = {
  token: '66e4fa55-fdac-4ef9-91b5-733b97d1b862',
  redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/66e4fa55-fdac-4ef9-91b5-733b97d1b862',
};
const statusAnswer = {
  status_code: '200',
  status_message: 'Success, transaction is found',
  transaction_id: '249fc620-6017-4540-af7c-5a1c25788f46',
  order_id: 'UNDANGIN-1764131400000-k3x9qa',
  payment_type: 'bank_transfer',
  transaction_time: '2026-11-26 10:15:00',
  transaction_status: 'settlement',
  settlement_time: '2026-11-26 10:16:02',
  fraud_status: 'accept',
  gross_amount: '75000.00',
  currency: 'IDR',
  va_numbers: [{ bank: 'bca', va_number: '490526303019299' }],
};
const notification = {
  currency: 'IDR',
  fraud_status: 'accept',
  gross_amount: '24145.00',
  order_id: 'test-transaction-321',
  payment_type: 'bank_transfer',
  status_code: '201',
  status_message: 'Success, Bank Transfer transaction is created',
  transaction_id: '6ee793df-9b1d-4343-8eda-cc9663b4222f',
  transaction_status: 'pending',
  transaction_time: '2018-10-24 15:34:33',
  va_numbers: [{ bank: 'bca', va_number: '490526303019299' }],
  // SHA512("test-transaction-321" + "201" + "24145.00" + "SB-Mid-server-contoh"), worked out apart from this code.
  signature_key:
    '261c891fe1381281db5df33e1f8613addc777790c1290c07d58d236370ae9f874177cd499a78abc3f88095fafacf20585c171464dc3bbb7f4ed10f0e70858c7e',
};

describe('the Midtrans adapter', () => {
  let midtrans: Awaited<ReturnType<typeof recordingServer>>;
  let gateway: MidtransGateway;
  beforeAll(async () => {
    midtrans = await recordingServer();
    gateway = new MidtransGateway({
      serverKey,
      clientKey: 'SB-Mid-client-contoh',
      isProduction: false,
      snapBaseUrl: midtrans.origin,
      apiBaseUrl: midtrans.origin,
      timeoutMs: 300,
    });
  });
  afterEach(() => midtrans.requests.splice(0));
  afterAll(() => midtrans.close());

  it('creates a Snap transaction: POST /snap/v1/transactions, Basic auth with the server key, the body as JSON', async () => {
    const body = {
      transaction_details: { order_id: 'UNDANGIN-1764131400000-k3x9qa', gross_amount: 75_000 },
      item_details: [{ id: 'pro', price: 75_000, quantity: 1, name: 'Pro', category: 'Subscription Plan' }],
      customer_details: { first_name: 'Customer', email: 'rina@contoh.id', phone: '08123456789' },
      callbacks: { finish: 'http://127.0.0.1:8080/payment-success' },
    };
    midtrans.answers.push({ status: 201, body: snapAnswer });
    expect(await gateway.createTransaction(body)).toEqual(snapAnswer);
    const [request] = midtrans.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/snap/v1/transactions' });
    expect(request!.headers).toMatchObject({
      authorization: basic,
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(request!.headers['x-override-notification']).toBeUndefined();
    expect(JSON.parse(request!.body)).toEqual(body);
  });

  it('fails a create the gateway refuses (a wrong key) or does not answer in time', async () => {
    midtrans.answers.push({
      status: 401,
      body: { error_messages: ['Access denied due to unauthorized transaction, please check client or server key'] },
    });
    await expect(gateway.createTransaction({} as never)).rejects.toBeInstanceOf(GatewayError);
    midtrans.answers.push('hang');
    await expect(gateway.createTransaction({} as never)).rejects.toThrow(/unreachable: TimeoutError/);
  });

  it('reads a transaction: GET /v2/{order_id}/status with the same auth, the answer as Midtrans gives it', async () => {
    midtrans.answers.push({ status: 200, body: statusAnswer });
    expect(await gateway.getStatus(statusAnswer.order_id)).toEqual(statusAnswer);
    expect(midtrans.requests[0]).toMatchObject({ method: 'GET', url: `/v2/${statusAnswer.order_id}/status`, body: '' });
    expect(midtrans.requests[0]!.headers.authorization).toBe(basic);
  });

  it('reads "no such transaction" (404, in the status or the body) as null and an expired one (407) as an answer', async () => {
    midtrans.answers.push({ status: 404, body: { status_code: '404', status_message: "Transaction doesn't exist." } });
    expect(await gateway.getStatus('UNDANGIN-1-aaaaaa')).toBeNull();
    midtrans.answers.push({ status: 200, body: { status_code: '404', status_message: "Transaction doesn't exist." } });
    expect(await gateway.getStatus('UNDANGIN-1-aaaaaa')).toBeNull();
    midtrans.answers.push({ status: 200, body: { ...statusAnswer, status_code: '407', transaction_status: 'expire' } });
    expect(await gateway.getStatus(statusAnswer.order_id)).toMatchObject({ transaction_status: 'expire' });
    midtrans.answers.push({
      status: 200,
      body: { status_code: '401', status_message: 'Unknown Merchant server_key/id' },
    });
    await expect(gateway.getStatus(statusAnswer.order_id)).rejects.toBeInstanceOf(GatewayError);
    midtrans.answers.push({ status: 200, body: { ...statusAnswer, order_id: 'another-order' } });
    await expect(gateway.getStatus(statusAnswer.order_id)).rejects.toBeInstanceOf(GatewayError);
  });

  it('verifies a notification’s signature_key as SHA512(order_id + status_code + gross_amount + server key)', () => {
    expect(gateway.verifySignature(notification)).toBe(true);
    expect(signatureMatches(notification, 'SB-Mid-server-lain')).toBe(false);
    expect(gateway.verifySignature({ ...notification, gross_amount: '24146.00' })).toBe(false);
    expect(gateway.verifySignature({ ...notification, status_code: '200' })).toBe(false);
    expect(gateway.verifySignature({ ...notification, signature_key: notification.signature_key.toUpperCase() })).toBe(
      false,
    );
  });

  it('uses Midtrans’s sandbox or production URLs by configuration', () => {
    expect(midtransUrls(false)).toEqual({
      snap: 'https://app.sandbox.midtrans.com',
      api: 'https://api.sandbox.midtrans.com',
      snapJs: 'https://app.sandbox.midtrans.com/snap/snap.js',
    });
    expect(midtransUrls(true)).toEqual({
      snap: 'https://app.midtrans.com',
      api: 'https://api.midtrans.com',
      snapJs: 'https://app.midtrans.com/snap/snap.js',
    });
  });
});

describe('billing switched to Midtrans by configuration alone', () => {
  it('sends checkouts and status checks to Midtrans’s own URLs, verifies with the configured key, and has no sandbox', async () => {
    const midtrans = await recordingServer();
    const called: string[] = [];
    // Midtrans's hosts, answered by the recording server.
    const toMidtrans: HttpFetch = (url, init) => {
      called.push(`${init.method} ${url}`);
      return fetch(url.replace(/^https:\/\/(app|api)\.sandbox\.midtrans\.com/, midtrans.origin), init);
    };
    const settings = readBillingSettings({
      MIDTRANS_SERVER_KEY: serverKey,
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-contoh',
      SITE_URL: 'https://undangin.id',
      BILLING_NOTIFICATION_URL: 'https://undangin.id/api/billing/notifications',
      // Every test checks out from 127.0.0.1 into one database: the checkout limits are tested on their own.
      RATE_LIMIT_CHECKOUT_ACCOUNT: '100000',
      RATE_LIMIT_CHECKOUT_IP: '100000',
    });
    const t = await buildBillingTestApp({ ...settings, reconcileSeconds: 0 }, { http: toMidtrans });
    try {
      expect((await t.app.inject({ url: '/api/billing/config' })).json()).toEqual({
        client_key: 'SB-Mid-client-contoh',
        snap_js_url: 'https://app.sandbox.midtrans.com/snap/snap.js',
        is_production: false,
      });
      for (const url of [
        '/api/billing/sandbox/snap.js',
        '/api/billing/sandbox/v2/x/status',
        '/api/billing/sandbox/pay/x',
      ]) {
        expect((await t.app.inject({ url })).statusCode).toBe(404);
      }
      const whatsapp = `62813${Date.now() % 100_000_000}`;
      const host = await t.host({ name: 'Rina Lestari', whatsapp });
      midtrans.answers.push({ status: 201, body: snapAnswer });
      const created = await checkout(t, host.headers, { plan_id: 'premium' });
      expect(created).toMatchObject({
        token: snapAnswer.token,
        redirect_url: snapAnswer.redirect_url,
        amount: 149_000,
      });
      expect(called).toEqual(['POST https://app.sandbox.midtrans.com/snap/v1/transactions']);
      expect(midtrans.requests[0]!.headers).toMatchObject({
        authorization: basic,
        'x-override-notification': 'https://undangin.id/api/billing/notifications',
      });
      expect(JSON.parse(midtrans.requests[0]!.body)).toEqual({
        transaction_details: { order_id: created.order_id, gross_amount: 149_000 },
        item_details: [{ id: 'premium', price: 149_000, quantity: 1, name: 'Premium', category: 'Subscription Plan' }],
        customer_details: { first_name: 'Rina Lestari', email: host.email, phone: whatsapp },
        callbacks: { finish: 'https://undangin.id/payment-success' },
      });

      // 'Cek Status' asks Midtrans's status API about the pending order.
      midtrans.answers.push({
        status: 200,
        body: {
          ...statusAnswer,
          order_id: created.order_id,
          transaction_status: 'pending',
          status_code: '201',
          gross_amount: '149000.00',
        },
      });
      await t.app.inject({ url: `/api/billing/orders/${created.order_id}`, headers: host.headers });
      expect(called[1]).toBe(`GET https://api.sandbox.midtrans.com/v2/${created.order_id}/status`);

      // Its notification, signed with the configured server key, settles the order.
      expect((await notify(t, notificationFor(serverKey, created.order_id, 149_000))).statusCode).toBe(200);
      expect(await sql(`select status from orders where id = ?`, [created.order_id])).toEqual([{ status: 'paid' }]);
    } finally {
      await t.app.close();
      await midtrans.close();
    }
  });
});
