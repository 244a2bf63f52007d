import { bearer, buildTestService, publishedTestKey, serviceTestContext } from '@undangin/service-kit/testing';
import { adminRoutes } from './app';

const site = {
  name: 'Undangin',
  tagline: 'Tagline baru dari admin',
  whatsapp: '6281111111111',
  email: 'halo@undangin.id',
  address: 'Jakarta',
  officeHours: 'Senin - Jumat, 09:00 - 18:00 WIB',
};

describe('admin site settings', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));

  it('refuses anonymous callers and non-admins on every route, and writes nothing for them', async () => {
    const before = (
      await ctx.app.inject({ url: '/api/admin/settings/site', headers: await bearer(ctx.key, 'admin') })
    ).json();
    expect((await ctx.app.inject({ url: '/api/admin/settings/site' })).statusCode).toBe(401);
    const asUser = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers: await bearer(ctx.key, 'user'),
      payload: site,
    });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ code: 'forbidden' });
    const after = (
      await ctx.app.inject({ url: '/api/admin/settings/site', headers: await bearer(ctx.key, 'admin') })
    ).json();
    expect(after).toEqual(before);
  });

  it('lets an admin save the site facts, which are then read back', async () => {
    const headers = await bearer(ctx.key, 'admin');
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings/site', headers, payload: site });
    expect(saved.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/admin/settings/site', headers })).json()).toEqual(site);
  });

  it('rejects incomplete settings with 400 and keeps the stored ones', async () => {
    const headers = await bearer(ctx.key, 'admin');
    const before = (await ctx.app.inject({ url: '/api/admin/settings/site', headers })).json();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers,
      payload: { name: 'X' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ message: 'wajib diisi' }] });
    expect((await ctx.app.inject({ url: '/api/admin/settings/site', headers })).json()).toEqual(before);
  });
});

describe('admin site settings: what a save accepts', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));

  it('refuses a key the settings do not have, an own "constructor" included, with 400 and stores nothing', async () => {
    const headers = await bearer(ctx.key, 'admin');
    const before = (await ctx.app.inject({ url: '/api/admin/settings/site', headers })).json();
    for (const extra of ['{"warna":"merah"}', '{"constructor":{"prototype":{"x":1}}}']) {
      const payload = `${JSON.stringify(site).slice(0, -1)},${extra.slice(1)}`;
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/site',
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await ctx.app.inject({ url: '/api/admin/settings/site', headers })).json()).toEqual(before);
  });

  // Before the fix '12' was published as the contact number: /contact showed it and every chat link broke.
  it.each([
    [
      'a WhatsApp number of two digits',
      { whatsapp: '12' },
      'whatsapp',
      'Nomor WhatsApp tidak valid. Contoh: 081234567890 atau 6281234567890.',
    ],
    [
      'a landline',
      { whatsapp: '021-5551234' },
      'whatsapp',
      'Nomor WhatsApp tidak valid. Contoh: 081234567890 atau 6281234567890.',
    ],
    [
      'an e-mail without a domain',
      { email: 'halo@undangin' },
      'email',
      'Format email tidak valid. Contoh: halo@undangin.id.',
    ],
    ['a name of spaces', { name: '   ' }, 'name', 'Nama Situs wajib diisi.'],
    ['empty office hours', { officeHours: '' }, 'officeHours', 'Jam Operasional wajib diisi.'],
  ])('refuses %s with 400, names the field in Indonesian, and publishes nothing', async (_, change, field, message) => {
    const headers = await bearer(ctx.key, 'admin');
    const before = (await ctx.app.inject({ url: '/api/admin/settings/site', headers })).json();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers,
      payload: { ...site, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Pengaturan belum disimpan: periksa isian yang ditandai.',
      details: [{ field, message }],
    });
    expect((await ctx.app.inject({ url: '/api/admin/settings/site', headers })).json()).toEqual(before);
  });

  it('stores the facts trimmed', async () => {
    const headers = await bearer(ctx.key, 'admin');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers,
      payload: { ...site, name: '  Undangin  ', email: ' halo@undangin.id ' },
    });
    expect(saved.json()).toMatchObject({ name: 'Undangin', email: 'halo@undangin.id' });
  });

  it('stores a WhatsApp number starting with 0 as 62…, and audits the save with before and after', async () => {
    const headers = await bearer(ctx.key, 'admin');
    const tagline = `Tagline ${Date.now()}`;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers,
      payload: { ...site, tagline, whatsapp: '0812-3456-7890' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().whatsapp).toBe('6281234567890');
    expect((await ctx.app.inject({ url: '/api/admin/settings/site', headers })).json()).toMatchObject({
      tagline,
      whatsapp: '6281234567890',
    });
    const audit = (await ctx.app.inject({ url: '/api/admin/audit?entity=settings&per_page=10', headers })).json();
    const entry = audit.items.find((e: { after: { tagline?: string } }) => e.after?.tagline === tagline);
    expect(entry).toMatchObject({ action: 'settings.update', after: { whatsapp: '6281234567890' } });
    expect(entry.before).toEqual(expect.objectContaining({ name: expect.any(String) }));
  });

  it('shows the mail server host without its credentials, and real database figures', async () => {
    const previous = { url: process.env.SMTP_URL, from: process.env.MAIL_FROM };
    process.env.SMTP_URL = 'smtps://pengguna:rahasia-sekali@smtp.contoh.id:465';
    process.env.MAIL_FROM = 'Undangin <halo@contoh.id>';
    try {
      const response = await ctx.app.inject({
        url: '/api/admin/settings/system',
        headers: await bearer(ctx.key, 'admin'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('rahasia');
      expect(response.body).not.toContain('pengguna');
      const { mail, database } = response.json();
      expect(mail).toEqual({ configured: true, host: 'smtp.contoh.id:465', from: 'Undangin <halo@contoh.id>' });
      expect(database.size_bytes).toBeGreaterThan(0);
      expect(database.connections).toBeGreaterThanOrEqual(1);
      expect(database.migration).toMatch(/^Migration\d{14}\w+$/);
      process.env.SMTP_URL = '';
      const local = (
        await ctx.app.inject({ url: '/api/admin/settings/system', headers: await bearer(ctx.key, 'admin') })
      ).json();
      expect(local.mail).toMatchObject({ configured: false, host: null });
    } finally {
      for (const [name, value] of [
        ['SMTP_URL', previous.url],
        ['MAIL_FROM', previous.from],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
