import { messages } from '@undangin/contracts';
import type { App } from '@undangin/service-kit';
import { changedTables, privateDatabase, type PrivateDatabase } from './support/database';
import { buildService, hostWithInvitation } from './support/services';

// Postgres refuses NUL in text: before the fix these answered 500 (and jsonb refused lone surrogates the same way).
describe('text Postgres cannot store', () => {
  let db: PrivateDatabase;
  let invitation: App;
  let auth: App;
  let marketing: App;
  let slug: string;
  beforeAll(async () => {
    db = await privateDatabase('nul');
    const built = await Promise.all((['invitation', 'auth', 'marketing'] as const).map(buildService));
    [invitation, auth, marketing] = built.map((service) => service.app) as [App, App, App];
    slug = (await hostWithInvitation(db)).params.slug;
  }, 60_000);
  afterAll(async () => {
    await Promise.all([invitation, auth, marketing].map((app) => app?.close()));
    await db?.drop();
  });

  const cases: Array<[string, () => App, string, Record<string, unknown>, string]> = [
    [
      'a NUL byte in an RSVP name',
      () => invitation,
      'rsvp',
      { name: 'Budi\u0000', status: 'confirmed', guest_count: 1 },
      'name',
    ],
    [
      'a NUL byte in an RSVP message',
      () => invitation,
      'rsvp',
      { name: 'Budi Baru', status: 'confirmed', guest_count: 1, message: 'Selamat\u0000' },
      'message',
    ],
    [
      'a NUL byte in an RSVP phone',
      () => invitation,
      'rsvp',
      { name: 'Budi Baru', status: 'confirmed', guest_count: 1, phone: '0812\u00003456789' },
      'phone',
    ],
    [
      'a NUL byte in an RSVP dietary note',
      () => invitation,
      'rsvp',
      { name: 'Budi Baru', status: 'declined', guest_count: 1, dietary_requirements: '\u0000' },
      'dietary_requirements',
    ],
    ['a NUL byte in a reset request', () => auth, '/auth/v1/recover', { email: 'budi\u0000@contoh.id' }, 'email'],
    [
      'a NUL byte in a newsletter address',
      () => marketing,
      '/api/marketing/newsletter',
      { email: 'budi\u0000@contoh.id' },
      'email',
    ],
    [
      'a NUL byte in a newsletter source',
      () => marketing,
      '/api/marketing/newsletter',
      { email: 'budi.nul@contoh.id', source: 'blog\u0000' },
      'source',
    ],
    [
      'a lone surrogate in a newsletter address',
      () => marketing,
      '/api/marketing/newsletter',
      { email: 'budi\ud800@contoh.id' },
      'email',
    ],
  ];

  it.each(cases)(
    'refuses %s with a 400 naming the field, and writes nothing',
    async (_what, app, url, payload, field) => {
      const before = await db.snapshot();
      const response = await app().inject({
        method: 'POST',
        url: url === 'rsvp' ? `/api/invitation/public/${slug}/rsvp` : url,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'validation_failed',
        message: messages.errors.validation,
        details: [{ field, message: expect.stringMatching(/karakter/) }],
      });
      expect(changedTables(before, await db.snapshot())).toEqual([]);
    },
  );

  it('finds a NUL byte in a query string and in nested fields too', async () => {
    const lookup = await invitation.inject({ url: `/api/invitation/public/${slug}/guest?name=Budi%00` });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().details).toEqual([{ field: 'name', message: expect.stringMatching(/karakter/) }]);
    const nested = await auth.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: JSON.stringify({
        email: 'baru@contoh.id',
        password: 'Rahasia123',
        data: { name: 'Budi', extra: { deep: ['ok', 'no\u0000'] } },
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().details).toEqual([{ field: 'data.extra.deep.1', message: expect.stringMatching(/karakter/) }]);
  });
});
