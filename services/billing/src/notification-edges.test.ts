import { documentedRoutes, serviceTestContext } from '@undangin/service-kit/testing';
import { buildBillingTestApp, notificationFor, notificationSteps, notify, sql, stateOf } from './test-support';

// What a notification leaves behind at the edges the other suites do not reach: the gateway's word on an order that
// waits, refunds of an order whose payment was never notified, what is kept of a payment, and the route's document.
describe("the gateway's notifications at their edges", () => {
  const t = serviceTestContext(() => buildBillingTestApp());

  const { orderOf, send, gatewaySays } = notificationSteps(t);

  it("keeps an order waiting on a challenged capture or an authorized card, with the gateway's status kept", async () => {
    for (const fields of [
      { transaction_status: 'capture', fraud_status: 'challenge' },
      { transaction_status: 'authorize', fraud_status: 'accept' },
    ]) {
      const { host, orderId } = await orderOf();
      expect((await send(orderId, fields)).json()).toEqual({ received: true });
      const state = await stateOf(orderId, host.id);
      expect([fields, state.order[0]]).toEqual([
        fields,
        expect.objectContaining({ status: 'pending', gateway_status: fields.transaction_status, paid_at: null }),
      ]);
      expect(state.subscriptions).toEqual([]);
    }
  });

  it('takes a refund the gateway confirms of an order whose payment was never notified, and of a paid order at once', async () => {
    for (const [gateway, status] of [
      ['refund', 'refunded'],
      ['partial_refund', 'partially_refunded'],
    ] as const) {
      const { host, orderId } = await orderOf();
      await gatewaySays(orderId, gateway);
      expect((await send(orderId, { transaction_status: gateway })).json()).toEqual({ received: true });
      expect((await stateOf(orderId, host.id)).order[0]).toMatchObject({ status, gateway_status: gateway });
    }
    const { host, orderId } = await orderOf();
    await gatewaySays(orderId, 'settlement');
    await send(orderId);
    await gatewaySays(orderId, 'refund');
    await send(orderId, { transaction_status: 'refund' });
    expect((await stateOf(orderId, host.id)).order[0]).toMatchObject({ status: 'refunded', gateway_status: 'refund' });
  });

  it("keeps the fraud verdict in the order's history and the way it was paid on the order", async () => {
    const { orderId } = await orderOf();
    await send(orderId, { transaction_status: 'capture', fraud_status: 'accept', payment_type: 'credit_card' });
    expect(await sql(`select status, payment_type from orders where id = ?`, [orderId])).toEqual([
      { status: 'paid', payment_type: 'credit_card' },
    ]);
    expect(
      await sql(`select source, fraud_status from order_events where order_id = ? and source = 'notification'`, [
        orderId,
      ]),
    ).toEqual([{ source: 'notification', fraud_status: 'accept' }]);
  });

  it('settles a notification that names no transaction, keeping no payment for it', async () => {
    const { host, orderId } = await orderOf();
    const answer = await notify(t, {
      ...notificationFor(t.settings.serverKey, orderId, 75_000),
      transaction_id: undefined,
    });
    expect(answer.json()).toEqual({ received: true });
    const state = await stateOf(orderId, host.id);
    expect(state.order[0]!.status).toBe('paid');
    expect(state.payments).toEqual([]);
  });

  it("reads no time from a time in any other shape than Midtrans's (fractions of a second, a six-digit year)", async () => {
    const { host, orderId } = await orderOf();
    await send(orderId, { transaction_time: '2026-11-26 10:15:00.123', settlement_time: '+002026-11-26 10:20:00' });
    expect((await stateOf(orderId, host.id)).payments[0]).toMatchObject({
      transaction_time: null,
      settlement_time: null,
    });
  });

  it('refuses a notification without a signature, and one for another amount with the reason in Indonesian', async () => {
    const { host, orderId } = await orderOf();
    const unsigned = { ...notificationFor(t.settings.serverKey, orderId, 75_000) } as Record<string, unknown>;
    delete unsigned.signature_key;
    // The body's schema asks for signature_key: refused before any check, as bad input.
    expect((await notify(t, unsigned)).statusCode).toBe(400);
    t.logs.splice(0);
    const other = await send(orderId, {}, 7_500);
    expect(other.json()).toEqual({
      status: 400,
      code: 'amount_mismatch',
      message: 'Jumlah pembayaran tidak sesuai dengan pesanan.',
    });
    expect(t.logs).toEqual([
      expect.objectContaining({
        level: 40,
        orderId,
        msg: 'payment notification for another amount than the order refused',
      }),
    ]);
    expect((await stateOf(orderId, host.id)).order[0]!.status).toBe('pending');
  });

  it('logs a refund the gateway does not confirm, for the operators, and changes nothing', async () => {
    const { host, orderId } = await orderOf();
    await gatewaySays(orderId, 'settlement');
    await send(orderId);
    t.logs.splice(0);
    expect((await send(orderId, { transaction_status: 'refund' })).json()).toEqual({ received: true });
    expect(t.logs).toEqual([
      expect.objectContaining({
        level: 40,
        orderId,
        transactionStatus: 'refund',
        msg: 'refund notification not confirmed by the gateway; nothing changed',
      }),
    ]);
    expect((await stateOf(orderId, host.id)).order[0]!.status).toBe('paid');
  });

  it("is in billing's OpenAPI document as the gateway's notification, with its body and answers", async () => {
    const routes = (await documentedRoutes(t.app, '/api/billing')).filter((route) =>
      route.path.endsWith('/notifications'),
    );
    expect(routes).toEqual([
      {
        method: 'POST',
        path: '/api/billing/notifications',
        tags: ['notifications'],
        summary: 'Notifikasi HTTP gateway pembayaran',
        responses: ['200', '4XX'],
        parameters: [],
        body: true,
      },
    ]);
  });
});
