import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { sql } from './test-sql';

const slugOf = () => `paket-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('limits follow the plan in force', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('an ended Pro keeps every invitation, shows why the free limits apply, refuses a new one; a renewal lifts it at once', async () => {
    const host = await ctx.host();
    const create = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/invitations',
        headers: host.headers,
        payload: { slug: slugOf(), category: 'wedding' },
      });
    await sql(
      `insert into subscriptions (user_id, plan_id, status, current_period_end) values (?, 'pro', 'active', now() + interval '10 days')`,
      [host.id],
    );
    for (let i = 0; i < 3; i += 1) expect((await create()).statusCode).toBe(201);

    // The period ends: nothing is deleted, the free plan's limits apply, and the dashboard says why.
    await sql(`update subscriptions set current_period_end = now() - interval '1 hour' where user_id = ?`, [host.id]);
    const refused = await create();
    expect(refused.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/dashboard/invitations', headers: host.headers })).json()).toHaveLength(3);
    const { plan } = (await ctx.app.inject({ url: '/api/dashboard/overview', headers: host.headers })).json();
    expect(plan).toMatchObject({ id: 'gratis', max_invitations: 1, invitations_used: 3, lapsed: { plan_name: 'Pro' } });

    // Renewed: the limits lift with the next request, no restart, no cache to wait for.
    await sql(
      `insert into subscriptions (user_id, plan_id, status, current_period_end) values (?, 'pro', 'active', now() + interval '14 days')`,
      [host.id],
    );
    expect((await create()).statusCode).toBe(201);
    const renewed = (await ctx.app.inject({ url: '/api/dashboard/overview', headers: host.headers })).json().plan;
    expect(renewed).toMatchObject({ id: 'pro', invitations_used: 4, lapsed: null });
  });
});
