import { serviceTestContext } from '@undangin/service-kit/testing';
import { basicAuth } from './gateway/protocol';
import { buildBillingTestApp, checkout, sql } from './test-support';

/**
 * The sandbox gives a payment back as Midtrans does: its Core API refund (the merchant's key) and the merchant
 * dashboard's (here: whoever holds the transaction's token); each notifies billing, which ends what the order bought.
 */
describe('sandbox refunds', () => {
  const t = serviceTestContext(() => buildBillingTestApp());

  async function paid() {
    const host = await t.host();
    const { order_id: orderId, token } = await checkout(t, host.headers);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/billing/sandbox/pay/${token}`,
      payload: { outcome: 'settlement' },
    });
    expect(pay.statusCode).toBe(200);
    return { host, orderId, token };
  }
  const orderOf = async (orderId: string) =>
    (
      await sql<{ status: string; refunded_amount: number }>(
        `select status, refunded_amount from orders where id = ?`,
        [orderId],
      )
    )[0];

  it('refunds part, then the rest, through the Core API with the merchant key; nothing more after that', async () => {
    const { orderId } = await paid();
    const refund = (payload: object, key = t.settings.serverKey) =>
      t.app.inject({
        method: 'POST',
        url: `/api/billing/sandbox/v2/${orderId}/refund`,
        headers: { authorization: basicAuth(key) },
        payload,
      });
    expect((await refund({ refund_key: 'r1', amount: 25_000 }, 'SB-Mid-server-tebakan')).statusCode).toBe(401);
    const part = await refund({ refund_key: 'r1', amount: 25_000, reason: 'Dobel bayar' });
    expect(part.json()).toMatchObject({ transaction_status: 'partial_refund', refund_amount: '25000.00' });
    expect(await orderOf(orderId)).toEqual({ status: 'partially_refunded', refunded_amount: 25_000 });
    const rest = await refund({ refund_key: 'r2' });
    expect(rest.json()).toMatchObject({ transaction_status: 'refund', refund_amount: '75000.00' });
    expect(await orderOf(orderId)).toEqual({ status: 'refunded', refunded_amount: 75_000 });
    expect((await refund({ refund_key: 'r3' })).json()).toMatchObject({ status_code: '412' });
  });

  it('refunds through the token as the merchant dashboard does; an unknown token or an unpaid order is refused', async () => {
    const { host, orderId, token } = await paid();
    const byToken = (value: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/billing/sandbox/pay/${value}/refund`, payload });
    expect((await byToken('tidak-ada')).statusCode).toBe(404);
    expect((await byToken(token, { amount: 0 })).statusCode).toBe(400);
    expect((await byToken(token)).json()).toMatchObject({ transaction_status: 'refund' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'refunded' });
    const subscription = (await t.app.inject({ url: '/api/billing/subscription', headers: host.headers })).json();
    expect(subscription.plan_id).toBe('gratis');

    const { token: unpaid } = await checkout(t, (await t.host()).headers);
    expect((await byToken(unpaid)).statusCode).toBe(404);
  });
});
