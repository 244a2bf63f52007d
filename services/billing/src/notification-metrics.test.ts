import { randomUUID } from 'node:crypto';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildBillingTestApp, notificationFor, notificationSteps, notify } from './test-support';

// The operators' count of notifications that changed nothing (the payment-notification alert reads it).
describe("the gateway's refused notifications on /metrics", () => {
  const t = serviceTestContext(() => buildBillingTestApp());
  const { orderOf, send, gatewaySays } = notificationSteps(t);

  const refusals = async () => {
    const answer = await t.app.inject({ url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    const counts: Record<string, number> = {};
    for (const [, reason, value] of answer.body.matchAll(
      /^payment_notifications_refused_total\{reason="([a-z_]+)",service="billing"\} (\d+)$/gm,
    ))
      counts[reason!] = Number(value);
    return counts;
  };

  it('starts every reason at zero', async () => {
    expect(await refusals()).toEqual({
      signature: 0,
      amount_mismatch: 0,
      unknown_order: 0,
      refund_unconfirmed: 0,
      status_unavailable: 0,
    });
  });

  it('counts each refused notification once, by why it was refused, and a settled one not at all', async () => {
    const { orderId } = await orderOf();
    const before = await refusals();

    expect((await notify(t, notificationFor('SB-Mid-server-tebakan', orderId, 75_000))).statusCode).toBe(403);
    expect((await send(orderId, {}, 7_500)).statusCode).toBe(400);
    const stranger = notificationFor(t.settings.serverKey, `UDG-${randomUUID()}`, 75_000);
    expect((await notify(t, stranger)).json()).toEqual({ received: true });
    await gatewaySays(orderId, 'settlement');
    expect((await send(orderId)).json()).toEqual({ received: true });
    // A refund the gateway's status API does not confirm (it says settlement).
    expect((await send(orderId, { transaction_status: 'refund' })).json()).toEqual({ received: true });

    expect(await refusals()).toEqual({
      ...before,
      signature: before.signature! + 1,
      amount_mismatch: before.amount_mismatch! + 1,
      unknown_order: before.unknown_order! + 1,
      refund_unconfirmed: before.refund_unconfirmed! + 1,
    });
  });
});
