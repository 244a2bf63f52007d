import { messages } from '@undangin/contracts';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildBillingTestApp, notificationFor, notificationSteps, notify, sql, stateOf } from './test-support';

describe("the gateway's HTTP notifications", () => {
  const t = serviceTestContext(() => buildBillingTestApp());

  const { orderOf, send } = notificationSteps(t);

  it('change nothing when the signature is not the gateway’s, and say nothing of why', async () => {
    const { host, orderId } = await orderOf();
    const before = await stateOf(orderId, host.id);
    const forged = [
      notificationFor('SB-Mid-server-tebakan', orderId, 75_000),
      // Signed for the real amount, then the amount altered (or the status, or the order).
      { ...notificationFor(t.settings.serverKey, orderId, 75_000), gross_amount: '1.00' },
      {
        ...notificationFor(t.settings.serverKey, orderId, 75_000, { transaction_status: 'pending' }),
        transaction_status: 'settlement',
      },
      { ...notificationFor(t.settings.serverKey, orderId, 75_000), signature_key: '' },
      { ...notificationFor(t.settings.serverKey, orderId, 75_000), signature_key: 'ab'.repeat(64) },
    ];
    t.logs.splice(0);
    for (const body of forged) {
      const answer = await notify(t, body);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ status: 403, code: 'forbidden', message: messages.errors.forbidden });
    }
    expect(await stateOf(orderId, host.id)).toEqual(before);
    expect(before.events.map((event) => event.source)).toEqual(['checkout']);
    // Each refusal is logged as a warning naming the order, never with the signature or the rest of the body.
    const refusals = t.logs.filter((line) => line.msg === 'payment notification with a wrong signature refused');
    expect(refusals).toHaveLength(forged.length);
    expect(refusals[0]).toMatchObject({ level: 40, orderId });
    expect(JSON.stringify(t.logs)).not.toMatch(/signature_key|gross_amount|[0-9a-f]{128}/);
  });

  it('refuse an amount other than the order’s, even signed, and change nothing', async () => {
    const { host, orderId } = await orderOf();
    const before = await stateOf(orderId, host.id);
    const answer = await send(orderId, {}, 7_500);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 400, code: 'amount_mismatch' });
    expect(await stateOf(orderId, host.id)).toEqual(before);
  });

  it('settle a paid order once, however often the same notification comes, and extend the subscription once', async () => {
    const { host, orderId } = await orderOf();
    const end = new Date(Date.now() + 5 * 86_400_000);
    await sql(
      `insert into subscriptions (user_id, plan_id, status, current_period_end) values (?, 'pro', 'active', ?)`,
      [host.id, end],
    );
    for (let i = 0; i < 3; i += 1) expect((await send(orderId)).json()).toEqual({ received: true });
    const state = await stateOf(orderId, host.id);
    expect(state.subscriptions).toEqual([
      {
        plan_id: 'pro',
        status: 'active',
        current_period_end: new Date(end.getTime() + 14 * 86_400_000),
        order_id: orderId,
      },
    ]);
    expect(state.order[0]).toMatchObject({ status: 'paid', gateway_status: 'settlement', period_start: end });
    expect(state.payments).toHaveLength(1);
    expect(state.events.map((event) => `${event.source}:${event.status}`)).toEqual([
      'checkout:pending',
      ...Array(3).fill('notification:paid'),
    ]);
    expect(state.receipts).toHaveLength(1);
  });

  it('settle once when the same paid notification arrives three times at once', async () => {
    const { host, orderId } = await orderOf();
    const answers = await Promise.all([send(orderId), send(orderId), send(orderId)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const state = await stateOf(orderId, host.id);
    expect(state.subscriptions).toHaveLength(1);
    expect(state.payments).toHaveLength(1);
    expect(state.receipts).toHaveLength(1);
  });

  it('keep a paid order paid when a late pending or expire arrives, recording both', async () => {
    const { host, orderId } = await orderOf();
    await send(orderId, { transaction_status: 'settlement' });
    const paid = await stateOf(orderId, host.id);
    await send(orderId, { transaction_status: 'pending' });
    await send(orderId, { transaction_status: 'expire' });
    const after = await stateOf(orderId, host.id);
    expect(after.order).toEqual(paid.order);
    expect(after.subscriptions).toEqual(paid.subscriptions);
    expect(after.events.slice(-2)).toEqual([
      { source: 'notification', status: 'paid', transaction_status: 'pending' },
      { source: 'notification', status: 'paid', transaction_status: 'expire' },
    ]);
  });

  it('map the statuses as Midtrans documents them', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ transaction_status: 'capture', fraud_status: 'challenge' }, 'pending'],
      [{ transaction_status: 'pending' }, 'pending'],
      [{ transaction_status: 'deny' }, 'failed'],
      [{ transaction_status: 'cancel' }, 'failed'],
      [{ transaction_status: 'expire' }, 'failed'],
      [{ transaction_status: 'failure' }, 'failed'],
      [{ transaction_status: 'capture', fraud_status: 'accept' }, 'paid'],
      [{ transaction_status: 'settlement' }, 'paid'],
    ];
    for (const [fields, status] of cases) {
      const { host, orderId } = await orderOf();
      expect((await send(orderId, fields)).statusCode).toBe(200);
      const state = await stateOf(orderId, host.id);
      expect([fields, state.order[0]!.status]).toEqual([fields, status]);
      expect(state.subscriptions).toHaveLength(status === 'paid' ? 1 : 0);
    }
  });

  it('let a denied card tried again be paid, and a paid order be refunded, never the reverse', async () => {
    const { host, orderId } = await orderOf();
    await send(orderId, { transaction_status: 'deny' });
    await send(orderId, { transaction_status: 'pending' });
    expect((await stateOf(orderId, host.id)).order[0]!.status).toBe('failed');
    await send(orderId, { transaction_status: 'capture', fraud_status: 'accept' });
    expect((await stateOf(orderId, host.id)).order[0]!.status).toBe('paid');
    // A refund counts only once the gateway's status API confirms it (here: the sandbox's record of the order).
    const gatewaySays = (status: string) =>
      sql(`update billing_sandbox_transactions set transaction_status = ?, transaction_id = ? where order_id = ?`, [
        status,
        `trx-${orderId}`,
        orderId,
      ]);
    await gatewaySays('partial_refund');
    await send(orderId, { transaction_status: 'partial_refund' });
    expect((await stateOf(orderId, host.id)).order[0]!.status).toBe('partially_refunded');
    await gatewaySays('refund');
    await send(orderId, { transaction_status: 'refund' });
    await send(orderId, { transaction_status: 'settlement' });
    expect((await stateOf(orderId, host.id)).order[0]!.status).toBe('refunded');
  });

  it('keep a paid order paid when a signed notification replayed as a refund is not confirmed by the gateway', async () => {
    const { host, orderId } = await orderOf();
    await sql(
      `update billing_sandbox_transactions set transaction_status = 'settlement', transaction_id = ? where order_id = ?`,
      [`trx-${orderId}`, orderId],
    );
    await send(orderId);
    const paid = await stateOf(orderId, host.id);
    expect(paid.order[0]!.status).toBe('paid');
    for (const transaction_status of ['refund', 'partial_refund']) {
      expect((await send(orderId, { transaction_status })).json()).toEqual({ received: true });
    }
    const after = await stateOf(orderId, host.id);
    expect(after.order[0]!.status).toBe('paid');
    expect(after.subscriptions).toEqual(paid.subscriptions);
  });

  it('acknowledge a signed notification of an order that is not ours (the dashboard’s test) without writing', async () => {
    const answer = await send('payment_notif_test_G123_abc');
    expect(answer.json()).toEqual({ received: true });
    expect(await sql(`select 1 from order_events where order_id = 'payment_notif_test_G123_abc'`)).toEqual([]);
  });
});
