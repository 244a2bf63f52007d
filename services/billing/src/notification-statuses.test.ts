import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildBillingTestApp, notificationSteps, stateOf } from './test-support';

// The statuses and fields of a notification that notifications.test.ts does not send: the rest of the mapping.
// Where Midtrans's status API must be away or know nothing, the test stubs that edge only (the gateway's getStatus).
describe("the gateway's notifications, status by status", () => {
  const t = serviceTestContext(() => buildBillingTestApp());

  const { orderOf, send, gatewaySays } = notificationSteps(t);

  it('keeps an authorized card waiting, fails a capture the fraud check denies, pays a capture with no verdict', async () => {
    const cases: Array<[Record<string, string | undefined>, string]> = [
      [{ transaction_status: 'authorize' }, 'pending'],
      [{ transaction_status: 'capture', fraud_status: 'deny' }, 'failed'],
      [{ transaction_status: 'capture', fraud_status: undefined }, 'paid'],
    ];
    for (const [fields, status] of cases) {
      const { host, orderId } = await orderOf();
      expect((await send(orderId, fields)).json()).toEqual({ received: true });
      const state = await stateOf(orderId, host.id);
      expect([fields, state.order[0]!.status]).toEqual([fields, status]);
      expect(state.subscriptions).toHaveLength(status === 'paid' ? 1 : 0);
    }
  });

  it('records a status billing does not know and leaves the order as it was', async () => {
    const { host, orderId } = await orderOf();
    expect((await send(orderId, { transaction_status: 'suspended' })).json()).toEqual({ received: true });
    const state = await stateOf(orderId, host.id);
    expect(state.order[0]).toMatchObject({ status: 'pending', gateway_status: null, paid_at: null });
    expect(state.payments).toEqual([]);
    expect(state.events).toEqual([
      { source: 'checkout', status: 'pending', transaction_status: null },
      { source: 'notification', status: 'pending', transaction_status: 'suspended' },
    ]);
  });

  it('pays whatever way Midtrans writes the same amount, and refuses anything else as another amount', async () => {
    const paid = await orderOf();
    expect((await send(paid.orderId, { gross_amount: '75000' })).statusCode).toBe(200);
    expect((await stateOf(paid.orderId, paid.host.id)).order[0]!.status).toBe('paid');
    const unpaid = await orderOf();
    for (const gross_amount of ['75000.001', ' 75000.00', '75000.00x', '7.5e4', '+75000', '75000.']) {
      const answer = await send(unpaid.orderId, { gross_amount });
      expect([gross_amount, answer.statusCode, answer.json().code]).toEqual([gross_amount, 400, 'amount_mismatch']);
    }
    expect((await stateOf(unpaid.orderId, unpaid.host.id)).order[0]!.status).toBe('pending');
  });

  it('keeps the payment with its times read as Jakarta time, and no time where the gateway wrote none or nonsense', async () => {
    const { host, orderId } = await orderOf();
    await send(orderId, { transaction_time: '2026-11-26 10:15:00', settlement_time: '26/11/2026 10:20' });
    const [payment] = (await stateOf(orderId, host.id)).payments;
    expect(payment).toMatchObject({
      transaction_id: `trx-${orderId}`,
      order_id: orderId,
      payment_type: 'bank_transfer',
      transaction_status: 'settlement',
      fraud_status: 'accept',
      transaction_time: new Date('2026-11-26T03:15:00.000Z'),
      settlement_time: null,
    });
    expect(Number(payment!.gross_amount)).toBe(75_000);
  });

  it('answers 503 to a refund while the status API is away, so the gateway sends it again, and changes nothing', async () => {
    const { host, orderId } = await orderOf();
    await gatewaySays(orderId, 'settlement');
    await send(orderId);
    const paid = await stateOf(orderId, host.id);
    const away = jest.spyOn(t.billing.gateway, 'getStatus').mockRejectedValue(new Error('timeout'));
    try {
      const answer = await send(orderId, { transaction_status: 'refund' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: 503, code: 'service_unavailable' });
    } finally {
      away.mockRestore();
    }
    expect(await stateOf(orderId, host.id)).toEqual(paid);
  });

  it('takes a refund only as the status API tells it: not a full one it calls partial, nor one it never heard of', async () => {
    const { host, orderId } = await orderOf();
    await gatewaySays(orderId, 'settlement');
    await send(orderId);
    await gatewaySays(orderId, 'partial_refund');
    expect((await send(orderId, { transaction_status: 'refund' })).json()).toEqual({ received: true });
    expect((await stateOf(orderId, host.id)).order[0]!.status).toBe('paid');
    const unknown = jest.spyOn(t.billing.gateway, 'getStatus').mockResolvedValue(null);
    try {
      expect((await send(orderId, { transaction_status: 'partial_refund' })).json()).toEqual({ received: true });
    } finally {
      unknown.mockRestore();
    }
    expect((await stateOf(orderId, host.id)).order[0]!.status).toBe('paid');
    // Confirmed: the status API's own record is what is kept.
    expect((await send(orderId, { transaction_status: 'partial_refund' })).json()).toEqual({ received: true });
    const refunded = await stateOf(orderId, host.id);
    expect(refunded.order[0]).toMatchObject({ status: 'partially_refunded', gateway_status: 'partial_refund' });
    expect(refunded.subscriptions).toHaveLength(1);
  });

  it('moves a refunded order nowhere, and a partly refunded one only to a full refund', async () => {
    const { host, orderId } = await orderOf();
    await gatewaySays(orderId, 'settlement');
    await send(orderId);
    await gatewaySays(orderId, 'partial_refund');
    await send(orderId, { transaction_status: 'partial_refund' });
    for (const transaction_status of ['settlement', 'pending', 'deny']) await send(orderId, { transaction_status });
    expect((await stateOf(orderId, host.id)).order[0]!.status).toBe('partially_refunded');
    await gatewaySays(orderId, 'refund');
    await send(orderId, { transaction_status: 'refund' });
    for (const transaction_status of ['settlement', 'pending', 'expire']) await send(orderId, { transaction_status });
    await gatewaySays(orderId, 'partial_refund');
    await send(orderId, { transaction_status: 'partial_refund' });
    const state = await stateOf(orderId, host.id);
    expect(state.order[0]).toMatchObject({ status: 'refunded', gateway_status: 'refund' });
    // One receipt, and one refund notice (the partial refund named no amount, so nothing went back until the full one).
    expect(state.receipts.map((mail) => String(mail.subject).split(' ')[0])).toEqual(['Bukti', 'Pengembalian']);
  });

  it('keeps what a pending notification tells of the payment, while the order waits', async () => {
    const { host, orderId } = await orderOf();
    await send(orderId, { transaction_status: 'pending', payment_type: 'qris' });
    const state = await stateOf(orderId, host.id);
    expect(state.order[0]).toMatchObject({ status: 'pending', gateway_status: 'pending', paid_at: null });
    expect(state.payments).toEqual([
      expect.objectContaining({
        transaction_id: `trx-${orderId}`,
        payment_type: 'qris',
        transaction_status: 'pending',
      }),
    ]);
  });
});
