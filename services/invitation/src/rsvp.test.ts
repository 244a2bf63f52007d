import { buildTestService, serviceTestContext } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';

describe('RSVP and the guest book', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('invitation', invitationRoutes) }));

  it('lets a listed guest answer by name; the answer is then read and changed only with its latest key or the personal code', async () => {
    const { id, slug } = await createInvitation({}, ['Budi']);
    const lookup = (query: string) => ctx.app.inject({ url: `/api/invitation/public/${slug}/guest?${query}` });
    const answer = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/rsvp`, payload });
    // A name alone tells nothing about whether Budi is invited or what he answered.
    expect((await lookup('name=budi')).json()).toEqual({ guest: null });
    const rsvp = await answer({ name: ' budi ', status: 'confirmed', guest_count: 3, phone: '0812-1111-2222' });
    expect(rsvp.statusCode).toBe(200);
    const { key } = rsvp.json();
    expect(rsvp.json()).toMatchObject({
      name: 'Budi',
      status: 'confirmed',
      guest_count: 3,
      key: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(rsvp.json()).not.toHaveProperty('code');
    expect((await lookup('name=budi')).json()).toEqual({ guest: null });
    expect((await lookup(`name=budi&key=${key}`)).json()).toMatchObject({
      guest: { name: 'Budi', status: 'confirmed', guest_count: 3 },
    });

    // A stranger typing Budi's name cannot overwrite his answer.
    const stranger = await answer({ name: 'Budi', status: 'declined', guest_count: 1 });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe(
      'Tamu dengan nama ini sudah mengirim konfirmasi. Untuk mengubahnya, buka link undangan pribadi Anda.',
    );
    expect((await answer({ name: 'Budi', status: 'declined', guest_count: 1, key: 'f'.repeat(64) })).statusCode).toBe(
      409,
    );

    // The answering browser's key changes the answer, and each answer hands out a new key.
    const changed = (await answer({ name: 'Budi', status: 'declined', guest_count: 1, key })).json();
    expect(changed).toMatchObject({ status: 'declined' });
    expect(changed.key).not.toBe(key);
    // The personal link's code answers for its guest whatever the name typed, and ends every earlier key.
    const code = (await sql<{ code: string }>(`select code from guests where invitation_id = ?`, [id]))[0]!.code;
    expect((await lookup(`name=Budi%20S.&key=${code}`)).json()).toMatchObject({
      guest: { name: 'Budi', status: 'declined' },
    });
    expect(
      (
        await answer({ name: 'Budi Santoso', status: 'confirmed', guest_count: 2, phone: '0812-3333-4444', key: code })
      ).json(),
    ).toMatchObject({ name: 'Budi', status: 'confirmed', guest_count: 2 });
    expect((await answer({ name: 'Budi', status: 'declined', guest_count: 1, key: changed.key })).statusCode).toBe(409);
    // A number on the list is written only by the code's holder, never by an answer by name.
    const rows = await sql(
      `select name, status, guest_count, phone, rsvp_date is not null as answered from guests where invitation_id = ?`,
      [id],
    );
    expect(rows).toEqual([
      { name: 'Budi', status: 'confirmed', guest_count: 2, phone: '6281233334444', answered: true },
    ]);
  });

  it('adds a guest who is not on the list, and refuses bad answers with the spec text', async () => {
    const { id, slug } = await createInvitation();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/rsvp`,
      payload: { name: 'Tamu Baru', status: 'confirmed', guest_count: 2 },
    });
    expect(await sql(`select name, source from guests where invitation_id = ?`, [id])).toEqual([
      { name: 'Tamu Baru', source: 'rsvp' },
    ]);
    const blank = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/rsvp`,
      payload: { name: '   ', status: 'confirmed', guest_count: 1 },
    });
    expect(blank.json()).toMatchObject({ status: 400, message: 'Mohon lengkapi nama Anda' });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/invitation/public/${slug}/rsvp`,
          payload: { name: 'A', status: 'confirmed', guest_count: 11 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/invitation/public/tidak-ada/rsvp',
          payload: { name: 'A', status: 'confirmed', guest_count: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lands 500 concurrent RSVPs of listed guests exactly once each', async () => {
    const { id, slug, userId } = await createInvitation();
    // A premium host with 500 guests on the list (new names are limited per hour, tested below).
    await sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'premium', 'active')`, [userId]);
    await sql(`insert into guests (invitation_id, name) select ?, 'Tamu ' || n from generate_series(0, 499) n`, [id]);
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/invitation/public/${slug}/rsvp`,
          remoteAddress: `10.1.${Math.floor(i / 200)}.${i % 200}`,
          payload: { name: `Tamu ${i}`, status: i % 3 ? 'confirmed' : 'declined', guest_count: (i % 10) + 1 },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 429)).toEqual([]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(
      await sql(
        `select count(*)::int as n, count(*) filter (where status <> 'pending')::int as answered from guests where invitation_id = ?`,
        [id],
      ),
    ).toEqual([{ n: 500, answered: 500 }]);
  }, 60_000);

  it("keeps a full list's places for the host: a new name waits unlisted, a listed guest still answers", async () => {
    const listed = Array.from({ length: 50 }, (_, i) => `Tamu Terdaftar ${i}`);
    const { id, slug } = await createInvitation({}, listed);
    const answer = (name: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/invitation/public/${slug}/rsvp`,
        remoteAddress: '10.3.3.3',
        payload: { name, status: 'confirmed', guest_count: 1 },
      });
    expect((await answer('Orang Baru')).json()).toMatchObject({ name: 'Orang Baru', status: 'confirmed' });
    expect((await answer('Tamu Terdaftar 7')).json()).toMatchObject({ name: 'Tamu Terdaftar 7', status: 'confirmed' });
    expect(
      await sql(`select name, source, approved_at from guests where invitation_id = ? and source = 'rsvp'`, [id]),
    ).toEqual([{ name: 'Orang Baru', source: 'rsvp', approved_at: null }]);
  });

  it("lets strangers' invented names neither fill the host's plan nor flood the list: 30 new names an hour, then 429", async () => {
    // A free invitation (50 guests) with two guests on the list, answered by 48 invented names from 48 devices.
    const { slug } = await createInvitation({}, ['Pak RT', 'Bu RT']);
    const answers = [];
    for (let i = 0; i < 48; i += 1) {
      answers.push(
        await ctx.app.inject({
          method: 'POST',
          url: `/api/invitation/public/${slug}/rsvp`,
          remoteAddress: `10.4.0.${i}`,
          payload: { name: `Nama Karangan ${i}`, status: 'confirmed', guest_count: 1 },
        }),
      );
    }
    expect(answers.slice(0, 30).map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    expect(answers.slice(30).map((a) => a.statusCode)).toEqual(Array(18).fill(429));
    expect(answers[30]!.json()).toMatchObject({
      status: 429,
      message:
        'Terlalu banyak tamu baru mengisi konfirmasi undangan ini dalam satu jam terakhir. Silakan coba lagi nanti atau hubungi pengundang.',
    });
    expect(Number(answers[30]!.headers['retry-after'])).toBeGreaterThan(0);
    // Guests on the list are never held back by the strangers.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/invitation/public/${slug}/rsvp`,
          remoteAddress: '10.4.1.1',
          payload: { name: 'Bu RT', status: 'confirmed', guest_count: 2 },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps at most 200 answers from names not on the list waiting for the host', async () => {
    const { id, slug, userId } = await createInvitation();
    await sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'premium', 'active')`, [userId]);
    // Yesterday's answers, not approved yet: the hourly allowance is free, the waiting room is not.
    await sql(
      `insert into guests (invitation_id, name, source, status, rsvp_date, created_at)
       select ?, 'Jawaban ' || n, 'rsvp', 'confirmed', now() - interval '1 day', now() - interval '1 day' from generate_series(1, 200) n`,
      [id],
    );
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/rsvp`,
      payload: { name: 'Satu Lagi', status: 'confirmed', guest_count: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Daftar tamu undangan ini sudah penuh. Silakan hubungi pengundang untuk konfirmasi kehadiran.',
    );
    // Once the host approves some of them, there is room again.
    await sql(`update guests set approved_at = now() where invitation_id = ? and name in ('Jawaban 1', 'Jawaban 2')`, [
      id,
    ]);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/invitation/public/${slug}/rsvp`,
          payload: { name: 'Satu Lagi', status: 'confirmed', guest_count: 1 },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('reads a name with look-alike spaces, invisible or full-width characters as the same guest', async () => {
    const { id, slug } = await createInvitation({}, ['Budi Santoso']);
    const answer = (name: string, address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/invitation/public/${slug}/rsvp`,
        remoteAddress: address,
        payload: { name, status: 'confirmed', guest_count: 1 },
      });
    expect((await answer('Budi\u00a0Santoso', '10.5.0.1')).json()).toMatchObject({
      name: 'Budi Santoso',
      status: 'confirmed',
    });
    expect((await answer('Ｔａｍｕ\u2007\u2007Baru\u200b', '10.5.0.2')).json()).toMatchObject({
      name: 'Tamu Baru',
      status: 'confirmed',
    });
    // The same names again, differently disguised, are the guests who already answered.
    expect((await answer('budi\u202fsantoso', '10.5.0.3')).statusCode).toBe(409);
    expect((await answer('\ufefftamu\tbaru', '10.5.0.4')).statusCode).toBe(409);
    expect((await answer('\u200b\u00a0', '10.5.0.5')).json()).toMatchObject({
      status: 400,
      message: 'Mohon lengkapi nama Anda',
    });
    expect(await sql(`select name from guests where invitation_id = ? order by name`, [id])).toEqual([
      { name: 'Budi Santoso' },
      { name: 'Tamu Baru' },
    ]);
  });

  it('rate limits one address answering over and over (60 in ten minutes: room for a venue on one Wi-Fi)', async () => {
    const { id, slug } = await createInvitation();
    await sql(`insert into guests (invitation_id, name) select ?, 'Tamu ' || n from generate_series(0, 61) n`, [id]);
    const codes: number[] = [];
    for (let i = 0; i < 62; i += 1) {
      codes.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/invitation/public/${slug}/rsvp`,
            remoteAddress: '10.9.9.9',
            payload: { name: `Tamu ${i}`, status: 'confirmed', guest_count: 1 },
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes.slice(60)).toEqual([429, 429]);
  });

  it('rate limits wishes from one address (30 in ten minutes) with an Indonesian message', async () => {
    const { slug } = await createInvitation();
    const answers = [];
    for (let i = 0; i < 31; i += 1) {
      answers.push(
        await ctx.app.inject({
          method: 'POST',
          url: `/api/invitation/public/${slug}/guestbook`,
          remoteAddress: '10.8.8.8',
          payload: { name: `Tamu ${i}`, message: 'Selamat!' },
        }),
      );
    }
    expect(answers.slice(0, 30).every((a) => a.statusCode === 201)).toBe(true);
    expect(answers[30]!.json()).toMatchObject({
      status: 429,
      message: 'Terlalu banyak kiriman dari perangkat ini. Silakan coba lagi beberapa menit lagi.',
    });
  });

  it('keeps guest-book wishes in Postgres, newest first, with the spec messages', async () => {
    const { slug } = await createInvitation();
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/guestbook`,
      payload: { name: 'Ani', message: '  ' },
    });
    expect(empty.json()).toMatchObject({ status: 400, message: 'Mohon lengkapi nama dan pesan Anda' });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/guestbook`,
      payload: { name: 'Ani', message: 'Selamat ya!' },
    });
    const second = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/guestbook`,
      payload: { name: 'Rudi', email: 'rudi@contoh.id', message: 'Semoga sakinah.' },
    });
    expect(second.statusCode).toBe(201);
    const list = (await ctx.app.inject({ url: `/api/invitation/public/${slug}/guestbook` })).json();
    expect(list.map((e: { name: string }) => e.name)).toEqual(['Rudi', 'Ani']);
    expect(list[0]).not.toHaveProperty('email');
  });
});

describe("the host's guest-book moderation", () => {
  it('lets the owner hide an entry (gone from the public list) and answers 404 to anyone else', async () => {
    const { publishedTestKey, bearer } = await import('@undangin/service-kit/testing');
    const key = await publishedTestKey();
    const app = await buildTestService('invitation', invitationRoutes);
    try {
      const { id, slug, userId } = await createInvitation();
      const entry = (
        await app.inject({
          method: 'POST',
          url: `/api/invitation/public/${slug}/guestbook`,
          payload: { name: 'Spammer', message: 'Beli pulsa murah!' },
        })
      ).json();
      const owner = await bearer(key, 'user', userId);
      const stranger = await bearer(key, 'user');
      expect(
        (
          await app.inject({
            method: 'PATCH',
            url: `/api/invitation/invitations/${id}/guestbook/${entry.id}`,
            headers: stranger,
            payload: { hidden: true },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ url: `/api/invitation/invitations/${id}/guestbook`, headers: stranger })).statusCode,
      ).toBe(404);
      expect(
        (
          await app.inject({
            method: 'PATCH',
            url: `/api/invitation/invitations/${id}/guestbook/${entry.id}`,
            payload: { hidden: true },
          })
        ).statusCode,
      ).toBe(401);
      const hidden = await app.inject({
        method: 'PATCH',
        url: `/api/invitation/invitations/${id}/guestbook/${entry.id}`,
        headers: owner,
        payload: { hidden: true },
      });
      expect(hidden.json()).toMatchObject({ hidden: true });
      expect((await app.inject({ url: `/api/invitation/public/${slug}/guestbook` })).json()).toEqual([]);
      expect(
        (await app.inject({ url: `/api/invitation/invitations/${id}/guestbook`, headers: owner })).json(),
      ).toMatchObject([{ name: 'Spammer', hidden: true }]);
    } finally {
      await app.close();
    }
  });
});
