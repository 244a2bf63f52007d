import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

describe('the check-in desk follows the plan (checkin), with a stated allowance of 50 guests', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('a free host runs the desk for up to 50 guests; the 51st needs Premium; Premium lifts it at the next request', async () => {
    const host = await hostWithInvitation(ctx, null);
    const id = host.invitation.id as string;
    await sql(`insert into guests (invitation_id, name) select ?, 'Tamu ' || n from generate_series(1, 51) n`, [id]);
    const [first] = await sql<{ id: string }>(`select id from guests where invitation_id = ? order by name limit 1`, [
      id,
    ]);
    const checkin = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${id}/checkin`,
        headers: host.headers,
        payload: { guest_id: first!.id },
      });
    const link = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${id}/checkin-links`,
        headers: host.headers,
        payload: { label: 'Meja 1' },
      });

    const refused = await checkin();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'plan_required',
      message: 'Sistem check-in tamu tersedia mulai paket Premium. Upgrade paket untuk memakainya.',
      required_plan: { entitlement: 'checkin', plan_id: 'premium', plan_name: 'Premium' },
    });
    expect((await link()).statusCode).toBe(403);
    // Nothing was recorded.
    const [{ n }] = (await sql<{ n: number }>(
      `select count(*)::int as n from guests where invitation_id = ? and checked_in_at is not null`,
      [id],
    )) as [{ n: number }];
    expect(n).toBe(0);

    // Fifty guests: within the allowance.
    await sql(
      `delete from guests where id = (select id from guests where invitation_id = ? order by name desc limit 1)`,
      [id],
    );
    expect((await checkin()).statusCode).toBe(200);
    expect((await link()).statusCode).toBe(201);

    // Back over the allowance, then Premium: the desk opens at the next request.
    await sql(`insert into guests (invitation_id, name) values (?, 'Tamu Lima Puluh Satu')`, [id]);
    expect((await checkin()).statusCode).toBe(403);
    await sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'premium', 'active')`, [host.id]);
    expect((await checkin()).statusCode).toBe(200);
  });
});
