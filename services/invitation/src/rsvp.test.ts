import { buildTestService } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';

type TestApp = Awaited<ReturnType<typeof buildTestService>>;

describe('RSVP and the guest book', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestService('invitation', invitationRoutes);
  });
  afterAll(() => app.close());

  it('lets a listed guest answer by name; the answer is then read and changed only with its latest key or the personal code', async () => {
    const { id, slug } = await createInvitation({}, ['Budi']);
    const lookup = (query: string) => app.inject({ url: `/api/invitation/public/${slug}/guest?${query}` });
    const answer = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/rsvp`, payload });
    // A name alone tells nothing about whether Budi is invited or what he answered.
    expect((await lookup('name=budi')).json()).toEqual({ guest: null });
    const rsvp = await answer({ name: ' budi ', status: 'confirmed', guest_count: 3, phone: '0812-1111-2222' });
    expect(rsvp.statusCode).toBe(200);
    const { key } = rsvp.json();
    expect(rsvp.json()).toMatchObject({ name: 'Budi', status: 'confirmed', guest_count: 3, key: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(rsvp.json()).not.toHaveProperty('code');
    expect((await lookup('name=budi')).json()).toEqual({ guest: null });
    expect((await lookup(`name=budi&key=${key}`)).json()).toMatchObject({ guest: { name: 'Budi', status: 'confirmed', guest_count: 3 } });

    // A stranger typing Budi's name cannot overwrite his answer.
    const stranger = await answer({ name: 'Budi', status: 'declined', guest_count: 1 });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe('Tamu dengan nama ini sudah mengirim konfirmasi. Untuk mengubahnya, buka link undangan pribadi Anda.');
    expect((await answer({ name: 'Budi', status: 'declined', guest_count: 1, key: 'f'.repeat(64) })).statusCode).toBe(409);

    // The answering browser's key changes the answer, and each answer hands out a new key.
    const changed = (await answer({ name: 'Budi', status: 'declined', guest_count: 1, key })).json();
    expect(changed).toMatchObject({ status: 'declined' });
    expect(changed.key).not.toBe(key);
    // The personal link's code answers for its guest whatever the name typed, and ends every earlier key.
    const code = (await sql<{ code: string }>(`select code from guests where invitation_id = ?`, [id]))[0]!.code;
    expect((await lookup(`name=Budi%20S.&key=${code}`)).json()).toMatchObject({ guest: { name: 'Budi', status: 'declined' } });
    expect((await answer({ name: 'Budi Santoso', status: 'confirmed', guest_count: 2, phone: '0812-3333-4444', key: code })).json()).toMatchObject({ name: 'Budi', status: 'confirmed', guest_count: 2 });
    expect((await answer({ name: 'Budi', status: 'declined', guest_count: 1, key: changed.key })).statusCode).toBe(409);
    // A number on the list is written only by the code's holder, never by an answer by name.
    const rows = await sql(`select name, status, guest_count, phone, rsvp_date is not null as answered from guests where invitation_id = ?`, [id]);
    expect(rows).toEqual([{ name: 'Budi', status: 'confirmed', guest_count: 2, phone: '6281233334444', answered: true }]);
  });

  it('adds a guest who is not on the list, and refuses bad answers with the spec text', async () => {
    const { id, slug } = await createInvitation();
    await app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/rsvp`, payload: { name: 'Tamu Baru', status: 'confirmed', guest_count: 2 } });
    expect(await sql(`select name, source from guests where invitation_id = ?`, [id])).toEqual([{ name: 'Tamu Baru', source: 'rsvp' }]);
    const blank = await app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/rsvp`, payload: { name: '   ', status: 'confirmed', guest_count: 1 } });
    expect(blank.json()).toMatchObject({ status: 400, message: 'Mohon lengkapi nama Anda' });
    expect((await app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/rsvp`, payload: { name: 'A', status: 'confirmed', guest_count: 11 } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/invitation/public/tidak-ada/rsvp', payload: { name: 'A', status: 'confirmed', guest_count: 1 } })).statusCode).toBe(404);
  });

  it('lands 500 concurrent RSVPs exactly once each', async () => {
    const { id, slug, userId } = await createInvitation();
    // A premium host: room for 500 guests (the free plan's 50 are tested below).
    await sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'premium', 'active')`, [userId]);
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/invitation/public/${slug}/rsvp`,
          remoteAddress: `10.1.${Math.floor(i / 200)}.${i % 200}`,
          payload: { name: `Tamu ${i}`, status: i % 3 ? 'confirmed' : 'declined', guest_count: (i % 10) + 1 },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 429)).toEqual([]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await sql(`select count(*)::int as n, count(distinct lower(name))::int as names from guests where invitation_id = ?`, [id])).toEqual([{ n: 500, names: 500 }]);
  }, 60_000);

  it("holds the host's plan: a new name cannot join a full guest list, a listed guest still answers", async () => {
    const listed = Array.from({ length: 50 }, (_, i) => `Tamu Terdaftar ${i}`);
    const { slug } = await createInvitation({}, listed);
    const answer = (name: string) => app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/rsvp`, remoteAddress: '10.3.3.3', payload: { name, status: 'confirmed', guest_count: 1 } });
    const stranger = await answer('Orang Baru');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Daftar tamu undangan ini sudah penuh. Silakan hubungi pengundang untuk konfirmasi kehadiran.');
    expect((await answer('Tamu Terdaftar 7')).json()).toMatchObject({ name: 'Tamu Terdaftar 7', status: 'confirmed' });
  });

  it('rate limits one address answering over and over (60 in ten minutes: room for a venue on one Wi-Fi)', async () => {
    const { slug, userId } = await createInvitation();
    await sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'premium', 'active')`, [userId]);
    const codes: number[] = [];
    for (let i = 0; i < 62; i += 1) {
      codes.push((await app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/rsvp`, remoteAddress: '10.9.9.9', payload: { name: `Spam ${i}`, status: 'confirmed', guest_count: 1 } })).statusCode);
    }
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes.slice(60)).toEqual([429, 429]);
  });

  it('rate limits wishes from one address (30 in ten minutes) with an Indonesian message', async () => {
    const { slug } = await createInvitation();
    const answers = [];
    for (let i = 0; i < 31; i += 1) {
      answers.push(await app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/guestbook`, remoteAddress: '10.8.8.8', payload: { name: `Tamu ${i}`, message: 'Selamat!' } }));
    }
    expect(answers.slice(0, 30).every((a) => a.statusCode === 201)).toBe(true);
    expect(answers[30]!.json()).toMatchObject({ status: 429, message: 'Terlalu banyak kiriman dari perangkat ini. Silakan coba lagi beberapa menit lagi.' });
  });

  it('keeps guest-book wishes in Postgres, newest first, with the spec messages', async () => {
    const { slug } = await createInvitation();
    const empty = await app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/guestbook`, payload: { name: 'Ani', message: '  ' } });
    expect(empty.json()).toMatchObject({ status: 400, message: 'Mohon lengkapi nama dan pesan Anda' });
    await app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/guestbook`, payload: { name: 'Ani', message: 'Selamat ya!' } });
    const second = await app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/guestbook`, payload: { name: 'Rudi', email: 'rudi@contoh.id', message: 'Semoga sakinah.' } });
    expect(second.statusCode).toBe(201);
    const list = (await app.inject({ url: `/api/invitation/public/${slug}/guestbook` })).json();
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
      const entry = (await app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/guestbook`, payload: { name: 'Spammer', message: 'Beli pulsa murah!' } })).json();
      const owner = await bearer(key, 'user', userId);
      const stranger = await bearer(key, 'user');
      expect((await app.inject({ method: 'PATCH', url: `/api/invitation/invitations/${id}/guestbook/${entry.id}`, headers: stranger, payload: { hidden: true } })).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/invitation/invitations/${id}/guestbook`, headers: stranger })).statusCode).toBe(404);
      expect((await app.inject({ method: 'PATCH', url: `/api/invitation/invitations/${id}/guestbook/${entry.id}`, payload: { hidden: true } })).statusCode).toBe(401);
      const hidden = await app.inject({ method: 'PATCH', url: `/api/invitation/invitations/${id}/guestbook/${entry.id}`, headers: owner, payload: { hidden: true } });
      expect(hidden.json()).toMatchObject({ hidden: true });
      expect((await app.inject({ url: `/api/invitation/public/${slug}/guestbook` })).json()).toEqual([]);
      expect((await app.inject({ url: `/api/invitation/invitations/${id}/guestbook`, headers: owner })).json()).toMatchObject([{ name: 'Spammer', hidden: true }]);
    } finally {
      await app.close();
    }
  });
});
