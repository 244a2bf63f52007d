import { bearer, buildTestService, publishedTestKey, serviceTestContext } from '@undangin/service-kit/testing';
import { adminRoutes } from './app';

describe('admin audit log', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));

  it('records a settings save with who did it and the settings before and after, newest first', async () => {
    const adminId = crypto.randomUUID();
    const headers = await bearer(ctx.key, 'admin', adminId);
    const current = (await ctx.app.inject({ url: '/api/admin/settings/site', headers })).json();
    const changed = { ...current, tagline: `Tagline audit ${Date.now()}` };
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings/site', headers, payload: changed })).statusCode,
    ).toBe(200);

    const response = await ctx.app.inject({
      url: '/api/admin/audit?entity=settings&action=settings.update&per_page=1',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const [entry] = response.json().items;
    expect(entry).toMatchObject({ action: 'settings.update', entity: 'settings', entity_id: 'site', after: changed });
    expect(entry.actor_id).toBe(adminId);
    expect(response.json().total).toBeGreaterThanOrEqual(1);
  });

  it('filters by actor and answers an empty page for an unknown one', async () => {
    const headers = await bearer(ctx.key, 'admin');
    const response = await ctx.app.inject({ url: '/api/admin/audit?actor=tidak-ada-admin-seperti-ini', headers });
    expect(response.json()).toEqual({ items: [], total: 0, total_capped: false, next_cursor: null, per_page: 50 });
  });

  it('shows the log to admins only, in Indonesian', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    const asHost = await ctx.app.inject({ url: '/api/admin/audit', headers: await bearer(ctx.key, 'user') });
    expect(asHost.statusCode).toBe(403);
    expect(asHost.json().message).toBe('Anda tidak memiliki izin untuk melakukan tindakan ini.');
  });
});
