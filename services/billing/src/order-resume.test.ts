import { paymentMessages } from '@undangin/contracts';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildBillingTestApp, checkout, sql } from './test-support';

// A closed popup leaves an order 'Menunggu Pembayaran': its host can take up the same payment again while it is
// valid, or cancel it; an order whose time ran out says so.
describe('a pending order its host left', () => {
  const t = serviceTestContext(() => buildBillingTestApp());
  const orders = (headers: Record<string, string>) => t.app.inject({ url: '/api/billing/orders', headers });
  const payment = (headers: Record<string, string>, orderId: string) =>
    t.app.inject({ url: `/api/billing/orders/${orderId}/payment`, headers });
  const cancel = (headers: Record<string, string>, orderId: string) =>
    t.app.inject({ method: 'POST', url: `/api/billing/orders/${orderId}/cancel`, headers });
  const pay = (token: string, outcome: string) =>
    t.app.inject({ method: 'POST', url: `/api/billing/sandbox/pay/${token}`, payload: { outcome } });

  it('hands its owner the same payment page until it is no longer payable, and nobody else', async () => {
    const host = await t.host();
    const stranger = await t.host();
    const started = Date.now();
    const order = await checkout(t, host.headers, { plan_id: 'pro' });
    const resumed = await payment(host.headers, order.order_id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      order_id: order.order_id,
      token: order.token,
      redirect_url: order.redirect_url,
    });
    // Snap's day, as the history shows it.
    const until = Date.parse(resumed.json().payable_until);
    expect(Math.abs(until - started - 86_400_000)).toBeLessThan(60_000);
    expect((await orders(host.headers)).json().orders[0]).toMatchObject({
      order_id: order.order_id,
      status: 'pending',
      payable_until: resumed.json().payable_until,
      ended: null,
    });
    expect((await payment(stranger.headers, order.order_id)).json()).toEqual({
      status: 404,
      code: 'not_found',
      message: paymentMessages.orderNotFound,
    });

    await sql(`update orders set payable_until = now() - interval '1 minute' where id = ?`, [order.order_id]);
    expect((await payment(host.headers, order.order_id)).json()).toEqual({
      status: 409,
      code: 'conflict',
      message: paymentMessages.orderNotPayable,
    });
  });

  it('cancels an order nobody started paying, and one waiting at the gateway (a bank transfer chosen)', async () => {
    const host = await t.host();
    const untouched = await checkout(t, host.headers, { plan_id: 'pro' });
    const cancelled = await cancel(host.headers, untouched.order_id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ order_id: untouched.order_id, status: 'failed', ended: 'cancelled' });
    expect(
      await sql(`select source, status, transaction_status from order_events where order_id = ? order by id`, [
        untouched.order_id,
      ]),
    ).toEqual([
      { source: 'checkout', status: 'pending', transaction_status: null },
      { source: 'host', status: 'failed', transaction_status: 'cancel' },
    ]);
    expect((await payment(host.headers, untouched.order_id)).statusCode).toBe(409);
    expect((await cancel(host.headers, untouched.order_id)).json()).toMatchObject({
      status: 409,
      message: paymentMessages.orderNotPending,
    });

    const transfer = await checkout(t, host.headers, { plan_id: 'premium' });
    expect((await pay(transfer.token, 'pending')).json()).toMatchObject({ transaction_status: 'pending' });
    expect((await cancel(host.headers, transfer.order_id)).json()).toMatchObject({
      status: 'failed',
      ended: 'cancelled',
    });
    // The gateway stopped it too: the transfer can no longer be paid there.
    expect((await pay(transfer.token, 'settlement')).statusCode).toBe(409);
    expect(await sql(`select status from subscriptions where order_id = ?`, [transfer.order_id])).toEqual([]);
  });

  it('keeps a payment that won the race: paid, not cancelled, and the host is told', async () => {
    // This sandbox's notifications are lost: billing still thinks the order pending when the host cancels.
    const lost = await buildBillingTestApp({ notificationUrl: 'http://127.0.0.1:9/tidak-sampai' });
    try {
      const host = await lost.host();
      const order = await checkout(lost, host.headers, { plan_id: 'pro' });
      const paid = await lost.app.inject({
        method: 'POST',
        url: `/api/billing/sandbox/pay/${order.token}`,
        payload: { outcome: 'settlement' },
      });
      expect(paid.statusCode).toBe(200);
      const refused = await lost.app.inject({
        method: 'POST',
        url: `/api/billing/orders/${order.order_id}/cancel`,
        headers: host.headers,
      });
      expect(refused.json()).toEqual({ status: 409, code: 'conflict', message: paymentMessages.orderPaidMeanwhile });
      expect(await sql(`select status from orders where id = ?`, [order.order_id])).toEqual([{ status: 'paid' }]);
      expect(await sql(`select status from subscriptions where order_id = ?`, [order.order_id])).toEqual([
        { status: 'active' },
      ]);
    } finally {
      await lost.app.close();
    }
  });

  it('shows an order whose time ran out as expired', async () => {
    const host = await t.host();
    const order = await checkout(t, host.headers, { plan_id: 'pro' });
    await sql(`update orders set status = 'failed', gateway_status = 'expire' where id = ?`, [order.order_id]);
    expect((await orders(host.headers)).json().orders[0]).toMatchObject({ status: 'failed', ended: 'expired' });
  });
});
