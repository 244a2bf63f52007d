import { buildTestService, serviceTestContext } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';

describe('the public invitation', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('invitation', invitationRoutes) }));

  it('resolves an active invitation with its theme; an inactive one is not found', async () => {
    const { slug } = await createInvitation();
    const response = await ctx.app.inject({ url: `/api/invitation/public/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=0');
    expect(response.json()).toMatchObject({
      kind: 'invitation',
      invitation: { couple_name: 'Rina & Dimas', event_date: '2027-03-14', theme: { id: 'ocean-breeze' } },
    });
    const etag = response.headers.etag as string;
    expect(
      (await ctx.app.inject({ url: `/api/invitation/public/${slug}`, headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
    const inactive = await createInvitation({ is_active: false });
    const gone = await ctx.app.inject({ url: `/api/invitation/public/${inactive.slug}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: 'invitation_inactive',
      message: 'Maaf, undangan yang Anda cari tidak dapat ditemukan atau mungkin sudah tidak aktif.',
    });
  });

  it('hides every invitation of a disabled account behind the same neutral page, and shows it again once enabled', async () => {
    const { slug, userId } = await createInvitation({}, ['Budi']);
    const page = () => ctx.app.inject({ url: `/api/invitation/public/${slug}` });
    // The replica's slug cache keeps answers 10 s: the account's change is announced, so it drops them at once.
    const within2s = async (status: number) => {
      let answer = await page();
      for (const started = Date.now(); answer.statusCode !== status && Date.now() - started < 2_000;)
        answer = await new Promise<Awaited<ReturnType<typeof page>>>((resolve) =>
          setTimeout(() => resolve(page()), 100),
        );
      return answer;
    };
    expect((await page()).statusCode).toBe(200);
    await sql(`update auth_users set disabled_at = now() where id = ?`, [userId]);
    const gone = await within2s(404);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: 'invitation_inactive',
      message: 'Maaf, undangan yang Anda cari tidak dapat ditemukan atau mungkin sudah tidak aktif.',
    });
    const wish = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/guestbook`,
      payload: { name: 'Tamu', message: 'Selamat berbahagia' },
    });
    expect(wish.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/invitation/public/${slug}/calendar.ics` })).statusCode).toBe(404);
    await sql(`update auth_users set disabled_at = null where id = ?`, [userId]);
    expect((await within2s(200)).statusCode).toBe(200);
  });

  it("shows the owner's Preview of an invitation switched off, to the owner only and never cached", async () => {
    const { publishedTestKey, bearer } = await import('@undangin/service-kit/testing');
    const key = await publishedTestKey();
    const { slug, userId } = await createInvitation({ is_active: false, couple_name: 'Nonaktif & Sementara' });
    const owner = await ctx.app.inject({
      url: `/api/invitation/public/${slug}/preview`,
      headers: await bearer(key, 'user', userId),
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('private, no-store');
    expect(owner.json()).toMatchObject({ kind: 'invitation', invitation: { couple_name: 'Nonaktif & Sementara' } });
    expect(
      (await ctx.app.inject({ url: `/api/invitation/public/${slug}/preview`, headers: await bearer(key, 'user') }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: `/api/invitation/public/${slug}/preview` })).statusCode).toBe(401);
  });

  it('applies a customised theme, and falls back to the sample when theme_data is not a theme', async () => {
    const custom = await createInvitation({
      theme_id: 'forest-dream',
      theme_data: {
        name: 'Forest Dream (Custom)',
        colors: { primary: '#112233', secondary: '#445566', accent: '#778899', background: '#ffffff' },
      },
    });
    const theme = (await ctx.app.inject({ url: `/api/invitation/public/${custom.slug}` })).json().invitation.theme;
    expect(theme).toMatchObject({
      id: 'forest-dream',
      name: 'Forest Dream (Custom)',
      isCustom: true,
      colors: { primary: '#112233' },
    });
    const broken = await createInvitation({
      theme_id: 'golden-elegance',
      theme_data: { colors: { primary: 'merah' } },
    });
    expect(
      (await ctx.app.inject({ url: `/api/invitation/public/${broken.slug}` })).json().invitation.theme,
    ).toMatchObject({
      id: 'golden-elegance',
      name: 'Golden Elegance',
    });
    const unknown = await createInvitation({ theme_id: 'tidak-ada' });
    expect((await ctx.app.inject({ url: `/api/invitation/public/${unknown.slug}` })).json().invitation.theme.id).toBe(
      'romantic-blush',
    );
  });

  it('falls back to a published page, then a published post, else not found', async () => {
    expect((await ctx.app.inject({ url: '/api/invitation/public/kebijakan-privasi' })).json()).toMatchObject({
      kind: 'page',
      page: { title: 'Kebijakan Privasi' },
    });
    const post = (await ctx.app.inject({ url: '/api/invitation/public/tips-mengelola-rsvp-tamu' })).json();
    expect(post).toMatchObject({ kind: 'post', page: { category: 'Insight', view_count: 1860 } });
    const missing = await ctx.app.inject({ url: '/api/invitation/public/tidak-ada-sama-sekali' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'not_found',
      message: 'Maaf, halaman yang Anda cari tidak dapat ditemukan atau mungkin sudah tidak tersedia.',
    });
  });

  it("serves a page's rich HTML sanitised: no script, handler or javascript: link reaches a guest's browser", async () => {
    const slug = `halaman-${Date.now().toString(36)}`;
    await sql(`insert into pages (slug, status, title, content) values (?, 'published', 'Uji', ?)`, [
      slug,
      '<p onmouseover="alert(1)">Halo</p><script>alert(1)</script><a href="javascript:alert(1)">klik</a>',
    ]);
    const page = (await ctx.app.inject({ url: `/api/invitation/public/${slug}` })).json().page;
    expect(page.content).toBe('<p>Halo</p><a>klik</a>');
  });

  it('counts a blog post view once per visitor per day', async () => {
    const before = (await ctx.app.inject({ url: '/api/invitation/public/undangan-aqiqah-digital' })).json().page
      .view_count;
    for (const visitor of ['pengunjung-aaaa', 'pengunjung-aaaa', 'pengunjung-bbbb']) {
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/invitation/public/undangan-aqiqah-digital/views',
            payload: { visitor },
          })
        ).statusCode,
      ).toBe(204);
    }
    expect(
      (await ctx.app.inject({ url: '/api/invitation/public/undangan-aqiqah-digital' })).json().page.view_count,
    ).toBe(before + 2);
  });

  it("counts invitation views once per visitor per day; only the personal link's code marks a guest as having opened it", async () => {
    const { id, slug } = await createInvitation({}, ['Siti Rahma']);
    const view = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/views`, payload });
    // A name in ?to= could be typed by anyone: it does not mark Siti as having opened her link.
    await view({ visitor: 'tamu-0000', guest: 'siti rahma' });
    const opened = async () =>
      (
        await sql<{ opened: boolean }>(`select opened_at is not null as opened from guests where invitation_id = ?`, [
          id,
        ])
      )[0]?.opened;
    expect(await opened()).toBe(false);
    const code = (await sql<{ code: string }>(`select code from guests where invitation_id = ?`, [id]))[0]!.code;
    for (const visitor of ['tamu-1111', 'tamu-1111', 'tamu-2222']) await view({ visitor, guest: 'Siti Rahma', code });
    expect(await sql(`select count(*)::int as n from invitation_views where invitation_id = ?`, [id])).toEqual([
      { n: 3 },
    ]);
    expect(await opened()).toBe(true);
  });

  it('stops counting views from one address after 120 in ten minutes', async () => {
    const { id, slug } = await createInvitation();
    const codes: number[] = [];
    for (let i = 0; i < 125; i++) {
      codes.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/invitation/public/${slug}/views`,
            remoteAddress: '10.7.7.7',
            payload: { visitor: `pengunjung-${i}` },
          })
        ).statusCode,
      );
    }
    expect(codes.filter((c) => c === 204)).toHaveLength(120);
    expect(codes.slice(120)).toEqual([429, 429, 429, 429, 429]);
    expect(await sql(`select count(*)::int as n from invitation_views where invitation_id = ?`, [id])).toEqual([
      { n: 120 },
    ]);
  });

  it('renders any catalogue theme on /demo/{id} through its rendering theme', async () => {
    const demo = (await ctx.app.inject({ url: '/api/invitation/demo/jawa-klasik' })).json();
    expect(demo).toMatchObject({
      kind: 'invitation',
      invitation: { couple_name: 'Budi & Ani', theme: { id: 'golden-elegance', name: 'Jawa Klasik' } },
    });
    // A Javanese wedding: the couple's photographs, not the beach the demo's background was made for.
    expect(demo.invitation.gallery).toHaveLength(8);
    expect(demo.invitation.background_image).toBeFalsy();
    const ocean = (await ctx.app.inject({ url: '/api/invitation/demo/ocean-breeze' })).json().invitation;
    expect(ocean.theme.name).toBe('Ocean Breeze');
    expect(ocean.background_image).toMatch(/latar\.webp$/);
    // A khitan theme shows a khitan, not a wedding.
    const khitan = (await ctx.app.inject({ url: '/api/invitation/demo/khitan-ceria' })).json().invitation;
    expect(khitan).toMatchObject({ couple_name: 'Tasyakuran Khitan Muhammad Rizky', category: 'other', gallery: [] });
    expect(khitan.background_image).toBeFalsy();
    expect((await ctx.app.inject({ url: '/api/invitation/demo/tidak-ada' })).statusCode).toBe(404);
  });

  it("draws a guest's check-in QR only for a code of that invitation, and knows them by code when they open the link", async () => {
    const { id, slug } = await createInvitation({}, ['Rudi']);
    const other = await createInvitation({}, ['Sari']);
    const code = (await sql<{ code: string }>(`select code from guests where invitation_id = ?`, [id]))[0]!.code;
    const foreign = (await sql<{ code: string }>(`select code from guests where invitation_id = ?`, [other.id]))[0]!
      .code;
    const qr = await ctx.app.inject({ url: `/api/invitation/public/${slug}/qr/${code}` });
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');
    expect((await ctx.app.inject({ url: `/api/invitation/public/${slug}/qr/${foreign}` })).statusCode).toBe(404);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/views`,
      payload: { visitor: 'pengunjung-kode', code },
    });
    expect(await sql(`select opened_at is not null as opened from guests where invitation_id = ?`, [id])).toEqual([
      { opened: true },
    ]);
  });

  it('serves an .ics for the calendar', async () => {
    const { slug } = await createInvitation();
    const response = await ctx.app.inject({ url: `/api/invitation/public/${slug}/calendar.ics` });
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body).toContain('DTSTART:20270314T120000Z');
    expect(response.body).toContain('LOCATION:Balai Kartini\\, Jakarta');
  });

  it('keeps whatever a host typed inside its own .ics property: a bare CR or any line break cannot add a line', async () => {
    const location =
      'Gedung A\rATTENDEE:mailto:penipu@contoh.id\nORGANIZER:x\r\nURL:https://contoh.id\u2028X-EVIL:1\u0001';
    const { slug } = await createInvitation({ location, couple_name: 'Rina\r\nX-INJECT:1 & Dimas' });
    const response = await ctx.app.inject({ url: `/api/invitation/public/${slug}/calendar.ics` });
    const lines = response.body.split(/\r\n|\r|\n|\u2028/).filter(Boolean);
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'BEGIN',
      'UID',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'LOCATION',
      'DESCRIPTION',
      'END',
      'END',
    ]);
    expect(lines).toContain(
      'LOCATION:Gedung A\\nATTENDEE:mailto:penipu@contoh.id\\nORGANIZER:x\\nURL:https://contoh.id\\nX-EVIL:1',
    );
  });
});
