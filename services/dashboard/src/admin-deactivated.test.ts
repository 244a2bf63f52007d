import { withOwnerDb } from '@undangin/service-kit/testing';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';

describe('an invitation an admin deactivated, seen by its owner', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('shows why in the owner’s list, and cannot be switched on again by the owner', async () => {
    const { headers } = await ctx.host();
    const slug = `abuse-${Date.now().toString(36)}`;
    const mine = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/invitations',
        headers,
        payload: { slug, category: 'wedding' },
      })
    ).json();
    // What the admin service's deactivation writes (its tests cover the route itself).
    await withOwnerDb((orm) =>
      orm.em
        .fork()
        .execute(
          `update invitations set is_active = false, admin_disabled_at = now(), admin_disabled_reason = 'Konten melanggar ketentuan' where id = ?`,
          [mine.id],
        ),
    );
    const list = (await ctx.app.inject({ url: '/api/dashboard/invitations', headers })).json();
    expect(list[0]).toMatchObject({
      id: mine.id,
      is_active: false,
      disabled_by_admin: true,
      admin_disabled_reason: 'Konten melanggar ketentuan',
    });

    const on = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/dashboard/invitations/${mine.id}/active`,
      headers,
      payload: { is_active: true },
    });
    expect(on.statusCode).toBe(403);
    expect(on.json().message).toBe(
      'Undangan ini dinonaktifkan oleh admin Undangin dan tidak dapat diaktifkan kembali. Hubungi admin Undangin.',
    );
    const after = (await ctx.app.inject({ url: `/api/dashboard/invitations/${mine.id}`, headers })).json();
    expect(after.is_active).toBe(false);

    await withOwnerDb((orm) =>
      orm.em
        .fork()
        .execute(`update invitations set admin_disabled_at = null, admin_disabled_reason = null where id = ?`, [
          mine.id,
        ]),
    );
    const again = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/dashboard/invitations/${mine.id}/active`,
      headers,
      payload: { is_active: true },
    });
    expect(again.json().is_active).toBe(true);
  });
});
