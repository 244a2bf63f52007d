import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';

const slugOf = () => `pesta-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

describe('creating invitations', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  const create = (headers: Record<string, string>, slug: string, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/invitations',
      headers,
      payload: { slug, category: 'wedding', ...extra },
    });

  it('creates with the spec defaults and the chosen theme, normalising the slug', async () => {
    const { headers } = await ctx.host();
    const raw = `Budi  dan Ani ${Date.now().toString(36)}`;
    const response = await create(headers, raw, { theme_id: 'forest-dream' });
    expect(response.statusCode).toBe(201);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect(response.json()).toMatchObject({
      couple_name: 'Undangan Baru',
      // A draft: no guest sees it until the host publishes it.
      is_active: false,
      published_at: null,
      theme_id: 'forest-dream',
      event_date: today,
      slug: expect.stringMatching(/^budi-dan-ani-/),
    });
  });

  it('publishes a draft when the host switches it on, and keeps when it was first published', async () => {
    const { headers } = await ctx.host();
    const { id } = (await create(headers, slugOf())).json();
    const active = (is_active: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/dashboard/invitations/${id}/active`,
        headers,
        payload: { is_active },
      });
    const listed = async () =>
      (await ctx.app.inject({ url: '/api/dashboard/invitations', headers }))
        .json()
        .find((i: { id: string }) => i.id === id);
    expect(await listed()).toMatchObject({ is_active: false, published_at: null });
    expect((await active(true)).statusCode).toBe(200);
    const published = (await listed()).published_at;
    expect(Date.now() - Date.parse(published)).toBeLessThan(60_000);
    await active(false);
    expect(await listed()).toMatchObject({ is_active: false, published_at: published });
    await active(true);
    expect(await listed()).toMatchObject({ is_active: true, published_at: published });
  });

  it('names a catalogue theme and the rendering theme it is drawn with; an unknown theme is refused', async () => {
    const { headers } = await ctx.host();
    const response = await create(headers, slugOf(), { theme_id: 'jawa-klasik' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      theme_id: 'jawa-klasik',
      theme_name: 'Jawa Klasik',
      base_theme: 'golden-elegance',
    });
    const other = await ctx.host();
    const unknown = await create(other.headers, slugOf(), { theme_id: 'tema-karangan' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Tema tidak ditemukan. Silakan pilih tema lain.');
  });

  it('checks availability and refuses short, reserved and taken slugs with the spec messages', async () => {
    const a = await ctx.host();
    const b = await ctx.host();
    const slug = slugOf();
    expect(
      (
        await ctx.app.inject({ url: `/api/dashboard/invitations/slug-availability?slug=${slug}`, headers: a.headers })
      ).json(),
    ).toEqual({ slug, available: true });
    await create(a.headers, slug);
    expect(
      (
        await ctx.app.inject({ url: `/api/dashboard/invitations/slug-availability?slug=${slug}`, headers: b.headers })
      ).json().available,
    ).toBe(false);
    expect(
      (
        await ctx.app.inject({ url: '/api/dashboard/invitations/slug-availability?slug=about', headers: b.headers })
      ).json().available,
    ).toBe(false);
    const taken = await create(b.headers, slug);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Link undangan sudah digunakan, silakan pilih yang lain');
    expect((await create(b.headers, 'ab')).json().message).toBe('Link undangan minimal 3 karakter');
    expect((await create(b.headers, 'themes')).statusCode).toBe(409);
    // The site's own articles and pages keep their addresses.
    expect((await create(b.headers, 'tips-mengelola-rsvp-tamu')).statusCode).toBe(409);
    expect(
      (
        await ctx.app.inject({
          url: '/api/dashboard/invitations/slug-availability?slug=kebijakan-privasi',
          headers: b.headers,
        })
      ).json().available,
    ).toBe(false);
  });

  it('gives one of two hosts racing for a slug the invitation and the other the taken message', async () => {
    const [a, b] = [await ctx.host(), await ctx.host()];
    const slug = slugOf();
    const answers = await Promise.all([create(a.headers, slug), create(b.headers, slug)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const { sql } = await import('./test-sql');
    expect(await sql(`select count(*)::int as n from invitations where slug = ?`, [slug])).toEqual([{ n: 1 }]);
  });

  it("holds the free plan's limit of one invitation, even for two creates at once", async () => {
    const { headers, id } = await ctx.host();
    const answers = await Promise.all([create(headers, slugOf()), create(headers, slugOf())]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect(answers.find((r) => r.statusCode === 403)!.json().message).toBe(
      'Paket Anda hanya dapat membuat 1 undangan. Upgrade paket untuk membuat undangan lagi.',
    );
    const { sql } = await import('./test-sql');
    expect(await sql(`select count(*)::int as n from invitations where user_id = ?`, [id])).toEqual([{ n: 1 }]);
  });
});

describe('editing and ownership', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  const edit = (invitation: Record<string, unknown>, changes: Record<string, unknown>) => ({
    slug: invitation.slug,
    couple_name: 'Rina & Dimas',
    category: 'wedding',
    event_date: '2027-05-01',
    event_time: '10:00',
    location: 'Balai Kartini',
    maps_link: '',
    quotes: '',
    gallery: [],
    music_url: '',
    background_image: '',
    background_video: '',
    theme_id: 'ocean-breeze',
    theme_data: null,
    seo_title: '',
    seo_description: '',
    gift_accounts: [],
    live_stream_url: '',
    ...changes,
  });

  it('saves the editor, blanks as null, and refuses missing fields, bad links and a taken URL', async () => {
    const a = await ctx.host();
    const b = await ctx.host();
    const mine = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/invitations',
        headers: a.headers,
        payload: { slug: slugOf(), category: 'wedding' },
      })
    ).json();
    const theirs = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/invitations',
        headers: b.headers,
        payload: { slug: slugOf(), category: 'wedding' },
      })
    ).json();
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: `/api/dashboard/invitations/${mine.id}`, headers: a.headers, payload });

    const saved = await put(
      edit(mine, {
        quotes: '  ',
        gift_accounts: [{ kind: 'bank', provider: 'BCA', number: '123', holder: 'Rina' }],
        theme_data: { name: 'Ocean Breeze (Custom)', colors: { primary: '#112233' } },
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      couple_name: 'Rina & Dimas',
      quotes: null,
      maps_link: null,
      gift_accounts: [{ provider: 'BCA' }],
      theme_data: { name: 'Ocean Breeze (Custom)' },
    });

    expect((await put(edit(mine, { couple_name: ' ' }))).json()).toMatchObject({
      status: 400,
      message: 'Nama pasangan wajib diisi.',
    });
    expect((await put(edit(mine, { event_date: '2027-02-31' }))).json()).toMatchObject({
      status: 400,
      message: 'Tanggal acara tidak valid.',
    });
    expect((await put(edit(mine, { event_date: '' }))).json()).toMatchObject({
      status: 400,
      message: 'Tanggal acara wajib diisi.',
    });
    expect((await put(edit(mine, { event_date: '14-03-2027' }))).json()).toMatchObject({
      status: 400,
      message: 'Tanggal acara tidak valid.',
    });
    const halfGift = await put(
      edit(mine, { gift_accounts: [{ kind: 'bank', provider: 'BCA', number: '', holder: 'Rina' }] }),
    );
    expect(halfGift.json()).toMatchObject({
      status: 400,
      message: 'Lengkapi setiap rekening Amplop Digital: bank atau e-wallet, nomor, dan nama pemilik.',
    });
    expect((await put(edit(mine, { theme_id: 'tema-karangan' }))).json()).toMatchObject({
      status: 400,
      message: 'Tema tidak ditemukan. Silakan pilih tema lain.',
    });
    expect((await put(edit(mine, { maps_link: 'bukan link' }))).json().message).toBe(
      'Link Google Maps harus berupa URL yang valid (diawali http:// atau https://).',
    );
    const dup = await put(edit(mine, { slug: theirs.slug }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('URL undangan sudah digunakan. Silakan gunakan nama yang berbeda.');
  });

  it("answers 404 with the spec's message to another host on every route", async () => {
    const a = await ctx.host();
    const b = await ctx.host();
    const mine = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/invitations',
        headers: a.headers,
        payload: { slug: slugOf(), category: 'wedding' },
      })
    ).json();
    const asB = [
      ctx.app.inject({ url: `/api/dashboard/invitations/${mine.id}`, headers: b.headers }),
      ctx.app.inject({
        method: 'PUT',
        url: `/api/dashboard/invitations/${mine.id}`,
        headers: b.headers,
        payload: edit(mine, {}),
      }),
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/dashboard/invitations/${mine.id}/active`,
        headers: b.headers,
        payload: { is_active: false },
      }),
      ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/invitations/${mine.id}`, headers: b.headers }),
    ];
    for (const response of await Promise.all(asB)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Undangan tidak ditemukan atau Anda tidak memiliki akses');
    }
    expect((await ctx.app.inject({ url: '/api/dashboard/invitations', headers: b.headers })).json()).toEqual([]);
    expect(
      (await ctx.app.inject({ url: `/api/dashboard/invitations/${mine.id}`, headers: a.headers })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: '/api/dashboard/invitations' })).statusCode).toBe(401);
  });

  it('switches an invitation off and on, and deletes it', async () => {
    const a = await ctx.host();
    const mine = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/invitations',
        headers: a.headers,
        payload: { slug: slugOf(), category: 'birthday' },
      })
    ).json();
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/dashboard/invitations/${mine.id}/active`,
      headers: a.headers,
      payload: { is_active: false },
    });
    expect(off.json().is_active).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/invitations/${mine.id}`, headers: a.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ url: `/api/dashboard/invitations/${mine.id}`, headers: a.headers })).statusCode,
    ).toBe(404);
  });
});
