import { limitsOf } from '@undangin/db';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { periodEnd } from './domain/periods';
import { buildBillingTestApp, checkout, notificationFor, notify, sql } from './test-support';

const at = (iso: string) => new Date(iso);

describe('the period a plan buys', () => {
  it('counts days as days and months on the Jakarta calendar, and has no end for a lifetime plan', () => {
    const from = at('2026-11-26T03:00:00Z');
    expect(periodEnd(from, '3_days')).toEqual(at('2026-11-29T03:00:00Z'));
    expect(periodEnd(from, '14_days')).toEqual(at('2026-12-10T03:00:00Z'));
    expect(periodEnd(from, 'monthly')).toEqual(at('2026-12-26T03:00:00Z'));
    expect(periodEnd(from, '3_months')).toEqual(at('2027-02-26T03:00:00Z'));
    expect(periodEnd(from, '6_months')).toEqual(at('2027-05-26T03:00:00Z'));
    expect(periodEnd(from, '1_year')).toEqual(at('2027-11-26T03:00:00Z'));
    expect(periodEnd(from, 'lifetime')).toBeNull();
  });

  it('ends a month bought on the 31st on the last day of a shorter month, as the calendar in Jakarta has it', () => {
    // 31 January 10:00 WIB → 28 February 10:00 WIB (2027 is not a leap year); 29 February 2028 → 28 February 2029.
    expect(periodEnd(at('2027-01-31T03:00:00Z'), 'monthly')).toEqual(at('2027-02-28T03:00:00Z'));
    expect(periodEnd(at('2028-02-29T03:00:00Z'), '1_year')).toEqual(at('2029-02-28T03:00:00Z'));
    // 31 August 23:30 UTC is already 1 September in Jakarta: a month later is 1 October there.
    expect(periodEnd(at('2026-08-31T23:30:00Z'), 'monthly')).toEqual(at('2026-09-30T23:30:00Z'));
    expect(periodEnd(at('2026-11-30T03:00:00Z'), '3_months')).toEqual(at('2027-02-28T03:00:00Z'));
  });
});

describe("the host's subscription", () => {
  const t = serviceTestContext(() => buildBillingTestApp());

  const view = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/billing/subscription', headers })).json();
  const pay = async (headers: Record<string, string>, planId: string, amount: number) => {
    const { order_id } = await checkout(t, headers, { plan_id: planId });
    expect((await notify(t, notificationFor(t.settings.serverKey, order_id, amount))).statusCode).toBe(200);
    return order_id;
  };
  const limits = (userId: string) => limitsOf(t.app.orm.em.fork(), userId);

  it('is the free plan for a host who never paid', async () => {
    const host = await t.host();
    expect(await view(host.headers)).toEqual({
      plan_id: 'gratis',
      plan_name: 'Gratis',
      status: 'free',
      current_period_end: null,
    });
    expect((await t.app.inject({ url: '/api/billing/subscription' })).statusCode).toBe(401);
  });

  it('is the plan paid for, from the payment on, for its interval', async () => {
    const host = await t.host();
    const before = Date.now();
    await pay(host.headers, 'premium', 149_000);
    const subscription = await view(host.headers);
    expect(subscription).toMatchObject({ plan_id: 'premium', plan_name: 'Premium', status: 'active' });
    const end = Date.parse(subscription.current_period_end);
    expect(end).toBeGreaterThanOrEqual(periodEnd(new Date(before), '3_months')!.getTime());
    expect(end).toBeLessThanOrEqual(periodEnd(new Date(), '3_months')!.getTime());
    expect(await limits(host.id)).toEqual({
      planId: 'premium',
      maxInvitations: 10,
      maxGuestsPerInvitation: 500,
      storageQuotaBytes: 5 * 1024 ** 3,
    });
  });

  it('is extended from its current end when the same plan is bought again while it runs', async () => {
    const host = await t.host();
    await pay(host.headers, 'pro', 75_000);
    const firstEnd = Date.parse((await view(host.headers)).current_period_end);
    const second = await pay(host.headers, 'pro', 75_000);
    expect(Date.parse((await view(host.headers)).current_period_end)).toBe(firstEnd + 14 * 86_400_000);
    expect(await sql(`select count(*)::int as n from subscriptions where user_id = ?`, [host.id])).toEqual([{ n: 1 }]);
    const [order] = await sql<{ period_start: string; period_end: string }>(
      `select period_start, period_end from orders where id = ?`,
      [second],
    );
    expect(Date.parse(order!.period_start)).toBe(firstEnd);
  });

  it('moves to another plan from now, the running one cancelled', async () => {
    const host = await t.host();
    await pay(host.headers, 'premium', 149_000);
    await pay(host.headers, 'pro', 75_000);
    expect(
      await sql(`select plan_id, status from subscriptions where user_id = ? order by created_at`, [host.id]),
    ).toEqual([
      { plan_id: 'premium', status: 'cancelled' },
      { plan_id: 'pro', status: 'active' },
    ]);
    expect((await view(host.headers)).plan_id).toBe('pro');
  });

  it('falls back to the free plan’s limits when it expires, keeping what the host made, and a renewal lifts them at once', async () => {
    const host = await t.host();
    await pay(host.headers, 'pro', 75_000);
    expect((await limits(host.id)).maxInvitations).toBe(5);
    for (const n of [1, 2]) {
      await sql(
        `insert into invitations (user_id, slug, couple_name, event_date, event_time, location, theme_id) values (?, ?, 'Rina & Dimas', '2027-03-14', '19:00', 'Balai Kartini', 'ocean-breeze')`,
        [host.id, `langganan-${host.id.slice(0, 8)}-${n}`],
      );
    }
    await sql(`update subscriptions set current_period_end = now() - interval '1 minute' where user_id = ?`, [host.id]);
    expect(await limits(host.id)).toEqual({
      planId: 'gratis',
      maxInvitations: 1,
      maxGuestsPerInvitation: 50,
      storageQuotaBytes: 100 * 1024 ** 2,
    });
    expect(await view(host.headers)).toMatchObject({ plan_id: 'pro', plan_name: 'Pro', status: 'expired' });
    expect(await sql(`select count(*)::int as n from invitations where user_id = ?`, [host.id])).toEqual([{ n: 2 }]);

    // Renewed after it ran out: a new period from now, not from the old end.
    const before = Date.now();
    await pay(host.headers, 'pro', 75_000);
    expect(await limits(host.id)).toEqual({
      planId: 'pro',
      maxInvitations: 5,
      maxGuestsPerInvitation: 200,
      storageQuotaBytes: 1024 ** 3,
    });
    const renewed = await view(host.headers);
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.current_period_end)).toBeGreaterThanOrEqual(before + 14 * 86_400_000);
    expect(await sql(`select status from subscriptions where user_id = ? order by created_at`, [host.id])).toEqual([
      { status: 'expired' },
      { status: 'active' },
    ]);
  });
});
