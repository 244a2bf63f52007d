import { formatRupiah } from '@undangin/contracts';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildBillingTestApp, checkout, notificationFor, notify, sql, stateOf } from './test-support';

const day = 86_400_000;
const subscriptionOf = async (t: Awaited<ReturnType<typeof buildBillingTestApp>>, headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/billing/subscription', headers })).json();
const mailsTo = (email: string) =>
  sql<{ subject: string; text_body: string }>(
    `select subject, text_body from auth_mail_outbox where recipient = ? order by id`,
    [email],
  );

// Before the fix a confirmed refund moved the order to 'refunded' and left the plan it paid for running: with the
// 30-day money-back guarantee, the plan was free.
describe('a refund or chargeback takes back what it paid for', () => {
  const t = serviceTestContext(() => buildBillingTestApp());

  /** A host whose Pro order (14 days, Rp75.000) is paid; `gatewaySays` sets what the status API answers next. */
  async function paidPro(host?: Awaited<ReturnType<typeof t.host>>) {
    const owner = host ?? (await t.host({ name: 'Rina' }));
    const { order_id: orderId } = await checkout(t, owner.headers);
    await sql(
      `update billing_sandbox_transactions set transaction_status = 'settlement', transaction_id = ? where order_id = ?`,
      [`trx-${orderId}`, orderId],
    );
    expect((await notify(t, notificationFor(t.settings.serverKey, orderId, 75_000))).statusCode).toBe(200);
    return { host: owner, orderId };
  }
  const gatewaySays = (orderId: string, status: string, refundAmount: number | null = null) =>
    sql(`update billing_sandbox_transactions set transaction_status = ?, refund_amount = ? where order_id = ?`, [
      status,
      refundAmount,
      orderId,
    ]);
  const refund = (orderId: string, status: string) =>
    notify(t, notificationFor(t.settings.serverKey, orderId, 75_000, { transaction_status: status }));

  it.each(['refund', 'chargeback'])('ends the plan at once on a full %s, and tells the host', async (status) => {
    const { host, orderId } = await paidPro();
    expect((await subscriptionOf(t, host.headers)).plan_id).toBe('pro');
    await gatewaySays(orderId, status);
    expect((await refund(orderId, status)).json()).toEqual({ received: true });

    const state = await stateOf(orderId, host.id);
    expect(state.order[0]).toMatchObject({ status: 'refunded' });
    expect(state.subscriptions).toEqual([expect.objectContaining({ plan_id: 'pro', status: 'cancelled' })]);
    expect((await subscriptionOf(t, host.headers)).plan_id).toBe('gratis');
    const notice = (await mailsTo(host.email)).at(-1)!;
    expect(notice.subject).toBe(`Pengembalian dana pesanan Undangin ${orderId}`);
    expect(notice.text_body).toContain(`dikembalikan seluruhnya: ${formatRupiah(75_000)} dari ${formatRupiah(75_000)}`);
    expect(notice.text_body).toContain('Paket Pro di akun Anda telah berakhir; batas paket Gratis berlaku kembali.');
    // The gateway's retries of the same notification change nothing and tell nobody twice.
    await refund(orderId, status);
    expect((await mailsTo(host.email)).filter((m) => m.subject.startsWith('Pengembalian'))).toHaveLength(1);
  });

  it('shortens the plan by the share refunded, then ends it when the rest goes back', async () => {
    const { host, orderId } = await paidPro();
    const endBefore = new Date((await stateOf(orderId, host.id)).subscriptions[0]!.current_period_end as Date);
    await gatewaySays(orderId, 'partial_refund', 37_500);
    await refund(orderId, 'partial_refund');
    const halfway = new Date((await stateOf(orderId, host.id)).subscriptions[0]!.current_period_end as Date);
    // Half the money, half of the 14 days.
    expect(Math.abs(endBefore.getTime() - halfway.getTime() - 7 * day)).toBeLessThan(60_000);
    expect((await subscriptionOf(t, host.headers)).plan_id).toBe('pro');
    expect((await mailsTo(host.email)).at(-1)!.text_body).toContain(
      `dikembalikan sebagian: ${formatRupiah(37_500)} dari ${formatRupiah(75_000)}`,
    );

    await gatewaySays(orderId, 'refund');
    await refund(orderId, 'refund');
    expect((await stateOf(orderId, host.id)).subscriptions[0]).toMatchObject({ status: 'cancelled' });
    expect((await subscriptionOf(t, host.headers)).plan_id).toBe('gratis');
  });

  it('takes back only the refunded order’s time from a plan a later order extended', async () => {
    const first = await paidPro();
    const second = await paidPro(first.host);
    const extended = new Date(
      (await stateOf(second.orderId, first.host.id)).subscriptions[0]!.current_period_end as Date,
    );
    await gatewaySays(first.orderId, 'refund');
    await refund(first.orderId, 'refund');
    const [subscription] = (await stateOf(first.orderId, first.host.id)).subscriptions;
    expect(subscription).toMatchObject({ plan_id: 'pro', status: 'active' });
    expect(extended.getTime() - new Date(subscription!.current_period_end as Date).getTime()).toBeCloseTo(14 * day, -5);
    expect((await mailsTo(first.host.email)).at(-1)!.text_body).toContain('Masa aktif paket Pro disesuaikan');
  });

  it('leaves the plan a host moved to after the refunded order alone', async () => {
    const { host, orderId } = await paidPro();
    const { order_id: premium } = await checkout(t, host.headers, { plan_id: 'premium' });
    const amount = (await sql<{ amount: number }>(`select amount from orders where id = ?`, [premium]))[0]!.amount;
    await sql(
      `update billing_sandbox_transactions set transaction_status = 'settlement', transaction_id = ? where order_id = ?`,
      [`trx-${premium}`, premium],
    );
    await notify(t, notificationFor(t.settings.serverKey, premium, amount));
    await gatewaySays(orderId, 'refund');
    await refund(orderId, 'refund');
    expect((await subscriptionOf(t, host.headers)).plan_id).toBe('premium');
  });
});
