import { withOwnerDb, buildTestService, serviceTestContext } from '@undangin/service-kit/testing';
import { marketingRoutes } from './app';

describe('the public site content', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('marketing', marketingRoutes) }));

  it('lists active plans cheapest first, and follows a price an admin changes', async () => {
    const plans = (await ctx.app.inject({ url: '/api/marketing/plans' })).json();
    expect(plans.map((p: { id: string }) => p.id)).toEqual(['gratis', 'pro', 'premium', 'reseller']);
    expect(plans[0]).toMatchObject({
      price: 0,
      billing_interval: 'lifetime',
      max_invitations: 1,
      max_guests_per_invitation: 50,
    });
    const db = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
      withOwnerDb((orm) => orm.em.getConnection().execute(text, params) as Promise<T[]>);
    // The reseller plan's price, which no other suite buys or reads: the billing suites check out Pro at its seeded
    // price in this database meanwhile, and the catalogue suite lists every plan on sale.
    const [before] = await db<{ price: number }>(`select price from plans where id = 'reseller'`);
    await db(`update plans set price = 1234000 where id = 'reseller'`);
    try {
      const after = (await ctx.app.inject({ url: '/api/marketing/plans' })).json();
      expect(after.find((p: { id: string }) => p.id === 'reseller').price).toBe(1234000);
    } finally {
      await db(`update plans set price = ? where id = 'reseller'`, [before!.price]);
    }
    const restored = (await ctx.app.inject({ url: '/api/marketing/plans' })).json();
    expect(restored).toEqual(plans);
    // A plan taken off sale is not listed (one of this suite's own, as the back office's suites make theirs).
    const hidden = `uji-lepas-${Date.now().toString(36)}`;
    await db(
      `insert into plans (id, name, price, billing_interval, features, max_invitations, max_guests_per_invitation, is_active)
       values (?, 'Uji Lepas', 1000, 'monthly', '[]', 1, 10, false)`,
      [hidden],
    );
    try {
      const listed = (await ctx.app.inject({ url: '/api/marketing/plans' })).json() as { id: string }[];
      expect(listed.map((p) => p.id)).not.toContain(hidden);
    } finally {
      await db(`delete from plans where id = ?`, [hidden]);
    }
  });

  it('answers with an ETag and a 304 when nothing changed, revalidated on every load', async () => {
    const first = await ctx.app.inject({ url: '/api/marketing/plans' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx.app.inject({ url: '/api/marketing/plans', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves print templates by sort order, themes, six tutorials and FAQs', async () => {
    const templates = (await ctx.app.inject({ url: '/api/marketing/print-templates' })).json();
    expect(templates).toHaveLength(8);
    expect(templates.map((t: { sort_order: number }) => t.sort_order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(templates[0].specifications).toMatchObject({ paper: 'Art carton 260 gsm' });
    const themes = (await ctx.app.inject({ url: '/api/marketing/themes' })).json();
    expect(themes.length).toBeGreaterThanOrEqual(16);
    expect(new Set(themes.map((t: { base_theme: string }) => t.base_theme))).toEqual(
      new Set(['romantic-blush', 'golden-elegance', 'forest-dream', 'ocean-breeze']),
    );
    expect(typeof themes[0].rating).toBe('number');
    expect((await ctx.app.inject({ url: '/api/marketing/tutorials' })).json()).toHaveLength(6);
    expect((await ctx.app.inject({ url: '/api/marketing/faqs?topic=contact' })).json()).toHaveLength(4);
    expect((await ctx.app.inject({ url: '/api/marketing/faqs?topic=nope' })).statusCode).toBe(400);
  });

  it('lists the six published articles newest first, and the info and legal pages', async () => {
    const posts = (await ctx.app.inject({ url: '/api/marketing/blog' })).json();
    expect(posts).toHaveLength(6);
    expect(posts[0]).toMatchObject({ slug: 'cara-membuat-undangan-digital-pernikahan', category: 'Tutorial' });
    expect(posts[0]).not.toHaveProperty('content');
    const reseller = (await ctx.app.inject({ url: '/api/marketing/info-pages/partnerReseller' })).json();
    expect(reseller).toMatchObject({ availability: 'available', title: 'Program Reseller' });
    expect(reseller.description).toContain('30%');
    expect((await ctx.app.inject({ url: '/api/marketing/info-pages/nope' })).statusCode).toBe(404);
    const privacy = (await ctx.app.inject({ url: '/api/marketing/pages/kebijakan-privasi' })).json();
    expect(privacy.content).toContain('Pelindungan Data Pribadi');
  });

  it('serves the seeded images from the repo, so no seed row points outside', async () => {
    const response = await ctx.app.inject({ url: '/api/marketing/assets/blog/1.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    const rows = await withOwnerDb((orm) =>
      orm.em.getConnection().execute(
        `select thumbnail as url from themes union all select thumbnail from print_templates union all select featured_image from blog_posts
         union all select thumbnail from tutorials`,
      ),
    );
    for (const { url } of rows as { url: string }[]) expect(url).toMatch(/^\/api\/marketing\/assets\//);
  });
});

describe('what visitors send', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('marketing', marketingRoutes) }));

  it('stores a contact message, and refuses an incomplete one with the spec messages', async () => {
    const email = `kontak.${Date.now()}@contoh.id`;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: { name: 'Dewi', email, subject: 'billing', message: 'Pembayaran saya tertunda.' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: 'Pesan Anda telah terkirim! Tim kami akan segera menghubungi Anda.' });
    const stored = await withOwnerDb((orm) =>
      orm.em.getConnection().execute(`select name, subject, message from contact_messages where email = ?`, [email]),
    );
    expect(stored).toEqual([{ name: 'Dewi', subject: 'billing', message: 'Pembayaran saya tertunda.' }]);

    const noSubject = await ctx.app.inject({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: { name: 'Dewi', email, subject: '', message: 'x' },
    });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json()).toMatchObject({ message: 'Pilih subjek pesan.' });
    const blank = await ctx.app.inject({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: { name: ' ', email: 'bukan', subject: 'general', message: '' },
    });
    expect(blank.json().details.map((d: { field: string }) => d.field)).toEqual(['name', 'email', 'message']);
  });

  it('subscribes an e-mail once and answers a repeat kindly', async () => {
    const email = `Berita.${Date.now()}@Contoh.id`;
    const first = await ctx.app.inject({ method: 'POST', url: '/api/marketing/newsletter', payload: { email } });
    expect(first.statusCode).toBe(201);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/marketing/newsletter',
      payload: { email: email.toLowerCase() },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Email ini sudah berlangganan newsletter kami. Terima kasih!' });
    const rows = await withOwnerDb((orm) =>
      orm.em
        .getConnection()
        .execute(`select count(*)::int as n from newsletter_subscribers where email = ?`, [email.toLowerCase()]),
    );
    expect(rows).toEqual([{ n: 1 }]);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/marketing/newsletter', payload: { email: 'x' } })).statusCode,
    ).toBe(400);
  });
});
