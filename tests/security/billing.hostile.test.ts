import { randomUUID } from 'node:crypto';
import { describeHostile } from './support/suite';
import { hostWithInvitation, sandboxAuthorization } from './support/services';

describeHostile('billing', {
  expectRoutes: [
    'POST /api/billing/transactions',
    'POST /api/billing/notifications',
    'GET /api/billing/orders/:orderId',
    'GET /api/billing/subscription',
    'POST /api/billing/sandbox/pay/:token',
    'GET /api/billing/sandbox/v2/:orderId/status',
  ],
  fixtures: async ({ db, route }) => {
    const host = await hostWithInvitation(db);
    // An order of the host's awaiting payment, and its transaction in the local sandbox.
    const orderId = `UNDANGIN-${Date.now()}-${randomUUID().slice(0, 6)}`;
    const token = randomUUID();
    await db.sql(`insert into orders (id, user_id, plan_id, amount, snap_token) values (?, ?, 'pro', 75000, ?)`, [
      orderId,
      host.userId,
      token,
    ]);
    await db.sql(`insert into billing_sandbox_transactions (token, order_id, gross_amount) values (?, ?, 75000)`, [
      token,
      orderId,
    ]);
    // The sandbox's merchant API is called with its server key, as Midtrans's is; every other route by the host.
    const merchant = /\/sandbox\/(snap\/v1|v2)\//.test(route.url);
    return {
      params: { ...host.params, orderId, token },
      fields: { plan_id: 'pro' },
      signedIn: merchant ? { authorization: sandboxAuthorization } : host.headers,
    };
  },
  numRuns: 20,
});
