import { serviceTestContext } from '@undangin/service-kit/testing';
import { reconcilePendingOrders } from './domain/reconcile';
import { buildBillingTestApp, checkout, sql, stateOf } from './test-support';

describe('the reconcile job', () => {
  // This sandbox's notifications never arrive (nothing listens on the discard port): only the status API tells.
  const t = serviceTestContext(() => buildBillingTestApp({ notificationUrl: 'http://127.0.0.1:9/tidak-sampai' }));

  const pendingOrder = async (outcome: 'settlement' | 'pending' | 'deny' | null, minutesAgo: number) => {
    const host = await t.host();
    const { order_id, token } = await checkout(t, host.headers);
    if (outcome)
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/billing/sandbox/pay/${token}`, payload: { outcome } }))
          .statusCode,
      ).toBe(200);
    await sql(`update orders set created_at = now() - make_interval(mins => ?) where id = ?`, [minutesAgo, order_id]);
    return { host, orderId: order_id };
  };
  const statusOf = async (orderId: string) =>
    (await sql<{ status: string }>(`select status from orders where id = ?`, [orderId]))[0]!.status;

  it('settles a pending order from the status API when its notification never came', async () => {
    const { host, orderId } = await pendingOrder('settlement', 10);
    expect(await statusOf(orderId)).toBe('pending');
    await reconcilePendingOrders(t.billing);
    const state = await stateOf(orderId, host.id);
    expect(state.order[0]).toMatchObject({ status: 'paid', gateway_status: 'settlement' });
    expect(state.subscriptions).toMatchObject([{ plan_id: 'pro', status: 'active', order_id: orderId }]);
    expect(state.events.map((event) => event.source)).toEqual(['checkout', 'reconcile']);
    expect(state.receipts).toHaveLength(1);
  });

  it('leaves orders younger than a few minutes to their notification, and answers for each order once per window', async () => {
    const young = await pendingOrder('settlement', 0);
    await reconcilePendingOrders(t.billing);
    expect(await statusOf(young.orderId)).toBe('pending');
    const waiting = await pendingOrder('pending', 10);
    await reconcilePendingOrders(t.billing);
    const events = async () => sql(`select source from order_events where order_id = ?`, [waiting.orderId]);
    // Asked once: still pending at the gateway, which is recorded once.
    expect(await events()).toEqual([{ source: 'checkout' }, { source: 'reconcile' }]);
    await reconcilePendingOrders(t.billing);
    expect(await events()).toHaveLength(2);
    expect(await statusOf(waiting.orderId)).toBe('pending');
  });

  it('settles an order once when two replicas run at the same time', async () => {
    const { host, orderId } = await pendingOrder('settlement', 10);
    const runs = await Promise.all([
      reconcilePendingOrders(t.billing),
      reconcilePendingOrders(t.billing),
      reconcilePendingOrders(t.billing),
    ]);
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(1);
    const state = await stateOf(orderId, host.id);
    expect(state.subscriptions).toHaveLength(1);
    expect(state.events.filter((event) => event.source === 'reconcile')).toHaveLength(1);
    expect(state.receipts).toHaveLength(1);
  });

  it('fails an order the gateway never heard of once its token has expired, and records why', async () => {
    const fresh = await pendingOrder(null, 10);
    const abandoned = await pendingOrder(null, 25 * 60);
    await reconcilePendingOrders(t.billing);
    expect(await statusOf(fresh.orderId)).toBe('pending');
    expect(await statusOf(abandoned.orderId)).toBe('failed');
    expect(
      await sql(`select source, status, transaction_status from order_events where order_id = ? order by id`, [
        abandoned.orderId,
      ]),
    ).toEqual([
      { source: 'checkout', status: 'pending', transaction_status: null },
      { source: 'reconcile', status: 'failed', transaction_status: 'expire' },
    ]);
  });

  it('sends a receipt that could not go out before (a mail server that was down)', async () => {
    const { host, orderId } = await pendingOrder('settlement', 10);
    await reconcilePendingOrders(t.billing);
    await sql(`delete from auth_mail_outbox where subject like ?`, [`%${orderId}%`]);
    await sql(`update orders set receipt_sent_at = null where id = ?`, [orderId]);
    await reconcilePendingOrders(t.billing);
    expect((await stateOf(orderId, host.id)).receipts).toHaveLength(1);
  });

  it('counts an order as settled only when it moved, and keeps a status check only when it told something new', async () => {
    const { orderId } = await pendingOrder('pending', 10);
    const events = () =>
      sql(`select source, transaction_status from order_events where order_id = ? order by id`, [orderId]);
    // The first check learns the gateway's 'pending' (kept), but the order stays pending: nothing settled.
    expect((await reconcilePendingOrders(t.billing)).settled).toBe(0);
    // Past the window the same answer again is nothing new: no event, nothing settled.
    await sql(`update orders set checked_at = now() - interval '1 hour' where id = ?`, [orderId]);
    expect((await reconcilePendingOrders(t.billing)).settled).toBe(0);
    expect(await events()).toEqual([
      { source: 'checkout', transaction_status: null },
      { source: 'reconcile', transaction_status: 'pending' },
    ]);
    expect(await statusOf(orderId)).toBe('pending');
  });

  it('runs on the job queue: scheduled every minute, and a queued run settles what the gateway says', async () => {
    const { orderId } = await pendingOrder('settlement', 10);
    const scheduled = await buildBillingTestApp({
      notificationUrl: 'http://127.0.0.1:9/tidak-sampai',
      reconcileSeconds: 60,
    });
    try {
      expect(await sql(`select name, cron from pgboss.schedule where name = 'billing-reconcile'`)).toEqual([
        { name: 'billing-reconcile', cron: '* * * * *' },
      ]);
      await scheduled.app.jobs.send('billing-reconcile', {});
      for (let tries = 0; tries < 60 && (await statusOf(orderId)) !== 'paid'; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await statusOf(orderId)).toBe('paid');
    } finally {
      await scheduled.app.close();
      await sql(`delete from pgboss.schedule where name = 'billing-reconcile'`);
    }
  });
});
