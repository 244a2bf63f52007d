import {
  bearer,
  buildTestService,
  publishedTestKey,
  serviceTestContext,
  withOwnerDb,
} from '@undangin/service-kit/testing';
import { adminRoutes } from './app';
import { auditOf, openSession, seedHost, sessionsOf } from './test/seed';

describe('admin: accounts', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));
  let self: Awaited<ReturnType<typeof seedHost>>;
  let headers: { authorization: string };
  beforeAll(async () => {
    self = await seedHost('admin');
    headers = await bearer(ctx.key, 'admin', self.id);
  });

  const post = (url: string) => ctx.app.inject({ method: 'POST', url, headers });

  it('finds an account by part of its name, e-mail or WhatsApp number (typed with 0), with its plan, role and status', async () => {
    const host = await seedHost('Cari', ['Rina & Dimas']);
    for (const search of [host.name, host.email.toUpperCase(), `0857${host.n}`]) {
      const response = await ctx.app.inject({ url: `/api/admin/users?search=${encodeURIComponent(search)}`, headers });
      expect({ search, status: response.statusCode }).toEqual({ search, status: 200 });
      expect(response.json()).toMatchObject({ total: 1, total_capped: false, next_cursor: null, per_page: 20 });
      expect(response.json().items[0]).toMatchObject({
        id: host.id,
        name: host.name,
        email: host.email,
        whatsapp: host.whatsapp,
        plan_id: 'gratis',
        role: 'user',
        status: 'active',
        last_sign_in_at: null,
      });
    }
    const none = await ctx.app.inject({ url: '/api/admin/users?search=tidak-ada-sama-sekali', headers });
    expect(none.json()).toEqual({ items: [], total: 0, total_capped: false, next_cursor: null, per_page: 20 });
  });

  it('filters by role, status and the plan in force, with the search and without', async () => {
    // Letters only: digits in the search also match WhatsApp numbers (any account's), which other suites keep adding.
    const prefix = `Saring${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const plain = await seedHost(prefix);
    const admin = await seedHost(prefix);
    const off = await seedHost(prefix);
    const paying = await seedHost(prefix);
    await withOwnerDb(async (orm) => {
      const db = orm.em.fork();
      await db.execute(`update auth_users set admin_by_setting = 'ADMIN_DOMAIN' where id = ?`, [admin.id]);
      await db.execute(`update auth_users set disabled_at = now() where id = ?`, [off.id]);
      await db.execute(`insert into subscriptions (user_id, plan_id, status) values (?, 'pro', 'active')`, [paying.id]);
    });
    const found = async (filters: string) =>
      (await ctx.app.inject({ url: `/api/admin/users?search=${prefix}&per_page=100${filters}`, headers }))
        .json()
        .items.map((u: { id: string }) => u.id)
        .sort();
    const sorted = (...ids: string[]) => [...ids].sort();
    expect(await found('')).toEqual(sorted(plain.id, admin.id, off.id, paying.id));
    expect(await found('&role=admin')).toEqual([admin.id]);
    expect(await found('&role=user')).toEqual(sorted(plain.id, off.id, paying.id));
    expect(await found('&status=disabled')).toEqual([off.id]);
    expect(await found('&status=active&plan=gratis')).toEqual(sorted(plain.id, admin.id));
    expect(await found('&plan=pro')).toEqual([paying.id]);
    const paged = await ctx.app.inject({ url: '/api/admin/users?status=disabled&per_page=1&page=100000', headers });
    expect(paged.json().total).toBeGreaterThanOrEqual(1);
    expect((await ctx.app.inject({ url: '/api/admin/users?role=owner', headers })).statusCode).toBe(400);
  });

  it('pages the list, newest first', async () => {
    const first = await seedHost('Halaman');
    const second = await seedHost('Halaman');
    const page1 = (
      await ctx.app.inject({
        url: `/api/admin/users?search=${encodeURIComponent('halaman')}&per_page=1`,
        headers,
      })
    ).json();
    // The next page starts after the cursor of the last row shown (keyset), not at an offset.
    expect(page1.next_cursor).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z\|/);
    const page2 = (
      await ctx.app.inject({
        url: `/api/admin/users?search=${encodeURIComponent('halaman')}&per_page=1&cursor=${encodeURIComponent(page1.next_cursor)}`,
        headers,
      })
    ).json();
    expect(page1.total).toBeGreaterThanOrEqual(2);
    expect(page1.total_capped).toBe(false);
    expect(page1.items).toHaveLength(1);
    expect(page2.items).toHaveLength(1);
    expect(page1.items[0].id).toBe(second.id);
    expect(page2.items[0].id).toBe(first.id);
    // A cursor the list never gave is refused in Indonesian, not read as an offset or a crash.
    const forged = await ctx.app.inject({
      url: `/api/admin/users?cursor=${encodeURIComponent("2026-01-01T00:00:00.000000Z|1' or 1=1")}`,
      headers,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      message: 'Data yang dikirim tidak valid.',
      details: [{ field: 'cursor', message: 'format tidak valid' }],
    });
  });

  it('disables an account: its sessions end at once, the list says so, and the write is audited; enabling undoes it', async () => {
    const host = await seedHost('Nonaktif');
    await openSession(host.id);
    await openSession(host.id);
    const disabled = await post(`/api/admin/users/${host.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: host.id, status: 'disabled' });
    expect(await sessionsOf(host.id)).toBe(0);

    const enabled = await post(`/api/admin/users/${host.id}/enable`);
    expect(enabled.json()).toMatchObject({ id: host.id, status: 'active' });
    const audit = await auditOf(host.id);
    expect(audit.map((row) => row.action)).toEqual(['user.disable', 'user.enable']);
    expect(audit[0]).toMatchObject({ actor_id: self.id, before: { status: 'active' }, after: { status: 'disabled' } });
  });

  it('grants and revokes admin; revoking ends the sessions', async () => {
    const host = await seedHost('Peran');
    expect((await post(`/api/admin/users/${host.id}/grant-admin`)).json()).toMatchObject({ role: 'admin' });
    await openSession(host.id);
    expect((await post(`/api/admin/users/${host.id}/revoke-admin`)).json()).toMatchObject({ role: 'user' });
    expect(await sessionsOf(host.id)).toBe(0);
    expect((await auditOf(host.id)).map((row) => row.action)).toEqual(['user.grant_admin', 'user.revoke_admin']);
  });

  it('refuses an admin disabling or demoting themself, in Indonesian, and changes nothing', async () => {
    const disable = await post(`/api/admin/users/${self.id}/disable`);
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe('Anda tidak dapat menonaktifkan akun Anda sendiri.');
    const demote = await post(`/api/admin/users/${self.id}/revoke-admin`);
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('Anda tidak dapat mencabut hak admin Anda sendiri.');
    expect(await auditOf(self.id)).toEqual([]);
  });

  it('answers 404 for an unknown account and lists one account’s invitations', async () => {
    const missing = await post(`/api/admin/users/${crypto.randomUUID()}/disable`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Pengguna tidak ditemukan.');
    const host = await seedHost('Pemilik', ['Ayu & Bima', 'Citra & Dodi']);
    const list = (await ctx.app.inject({ url: `/api/admin/users/${host.id}/invitations`, headers })).json();
    expect(list.total).toBe(2);
    expect(list.items.map((row: { couple_name: string }) => row.couple_name).sort()).toEqual([
      'Ayu & Bima',
      'Citra & Dodi',
    ]);
  });

  it('is for admins only', async () => {
    const host = await seedHost('Tamu');
    expect((await ctx.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    const asHost = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${host.id}/grant-admin`,
      headers: await bearer(ctx.key, 'user', host.id),
    });
    expect(asHost.statusCode).toBe(403);
    expect(await auditOf(host.id)).toEqual([]);
  });
});
