import {
  bearer,
  buildTestService,
  publishedTestKey,
  serviceTestContext,
  withOwnerDb,
} from '@undangin/service-kit/testing';
import { adminRoutes } from './app';
import { auditOf, seedHost } from './test/seed';

describe('admin: invitations', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));
  let headers: { authorization: string };
  beforeAll(async () => {
    headers = await bearer(ctx.key, 'admin');
  });

  it('finds invitations by couple name, slug or owner e-mail, with owner, event date, status, views and guests', async () => {
    const host = await seedHost('Pengantin', [`Rara & Bayu ${Date.now()}`]);
    const [id] = host.invitations;
    for (const search of [`Rara & Bayu`, host.email, `adm-${host.n}`]) {
      const response = await ctx.app.inject({
        url: `/api/admin/invitations?search=${encodeURIComponent(search)}&per_page=100`,
        headers,
      });
      expect({ search, status: response.statusCode }).toEqual({ search, status: 200 });
      expect(response.json().items.find((row: { id: string }) => row.id === id)).toMatchObject({
        owner_id: host.id,
        owner_email: host.email,
        owner_name: host.name,
        event_date: '2027-02-14',
        is_active: true,
        admin_disabled_reason: null,
        views: 1,
        guests: 2,
      });
    }
    const paged = (
      await ctx.app.inject({
        url: `/api/admin/invitations?search=${encodeURIComponent(host.email)}&per_page=1`,
        headers,
      })
    ).json();
    expect(paged).toMatchObject({ total: 1, total_capped: false, next_cursor: null, per_page: 1 });
    expect(paged.items).toHaveLength(1);
  });

  it('deactivates with a reason and reactivates, audited with before and after', async () => {
    const host = await seedHost('Abuse', ['Spam & Spam']);
    const [id] = host.invitations;
    const off = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${id}/deactivate`,
      headers,
      payload: { reason: 'Konten melanggar ketentuan' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      is_active: false,
      admin_disabled_reason: 'Konten melanggar ketentuan',
      admin_disabled_at: expect.any(String),
    });
    const on = await ctx.app.inject({ method: 'POST', url: `/api/admin/invitations/${id}/reactivate`, headers });
    expect(on.json()).toMatchObject({ is_active: true, admin_disabled_reason: null, admin_disabled_at: null });
    const audit = await auditOf(id!);
    expect(audit.map((row) => row.action)).toEqual(['invitation.deactivate', 'invitation.reactivate']);
    expect(audit[0]).toMatchObject({
      before: { is_active: true },
      after: { is_active: false, admin_disabled_reason: 'Konten melanggar ketentuan' },
    });
  });

  it('requires a reason and answers 404 for an unknown invitation', async () => {
    const host = await seedHost('Alasan', ['Tanpa Alasan']);
    const blank = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${host.invitations[0]}/deactivate`,
      headers,
      payload: { reason: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${crypto.randomUUID()}/deactivate`,
      headers,
      payload: { reason: 'Spam sekali' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Undangan tidak ditemukan.');
  });

  it('may write only the active flag and the reason of the dashboard’s table', async () => {
    const host = await seedHost('Kolom', ['Kolom & Baris']);
    await expect(
      ctx.app.orm.em
        .fork()
        .execute(`update invitations set couple_name = 'Diubah' where id = ?`, [host.invitations[0]]),
    ).rejects.toThrow(/permission denied/);
    await expect(
      ctx.app.orm.em.fork().execute(`update auth_users set role = 'admin' where id = ?`, [host.id]),
    ).rejects.toThrow(/permission denied/);
    const [row] = await withOwnerDb((orm) =>
      orm.em
        .fork()
        .execute<{ couple_name: string }[]>(`select couple_name from invitations where id = ?`, [host.invitations[0]]),
    );
    expect(row!.couple_name).toBe('Kolom & Baris');
  });
});
