import type { InjectOptions } from 'fastify';
import { messages } from '@undangin/contracts';
import type { App } from '@undangin/service-kit';
import { changedTables, privateDatabase, type PrivateDatabase } from './support/database';
import { buildService, hostWithInvitation, testKey } from './support/services';

// What the hostile-input suite found, each pinned as it is answered now (every one was a 500 or Fastify's English).
describe('inputs the hostile-input suite found', () => {
  let db: PrivateDatabase;
  let dashboard: App;
  let invitation: App;
  let admin: App;
  let host: Awaited<ReturnType<typeof hostWithInvitation>>;
  beforeAll(async () => {
    db = await privateDatabase('findings');
    await testKey();
    [dashboard, invitation, admin] = (
      await Promise.all((['dashboard', 'invitation', 'admin'] as const).map(buildService))
    ).map((built) => built.app) as [App, App, App];
    host = await hostWithInvitation(db);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([dashboard, invitation, admin].map((app) => app?.close()));
    await db?.drop();
  });

  const refused = async (app: () => App, request: InjectOptions, status: number, details?: unknown) => {
    const before = await db.snapshot();
    const response = await app().inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      status,
      code: 'validation_failed',
      message: messages.errors.validation,
      ...(details ? { details } : {}),
    });
    expect(changedTables(before, await db.snapshot())).toEqual([]);
  };
  const json = (payload: unknown) => ({
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { ...host.headers, 'content-type': 'application/json' },
  });

  it("refuses keys that name an object's own machinery (constructor, prototype) anywhere in a body, and writes nothing", async () => {
    const fields = {
      couple_name: 'Rina & Dimas',
      event_date: '2027-03-14',
      event_time: '19:00',
      location: 'Balai Kartini',
    };
    for (const payload of [
      `{"name":"Budi","constructor":1}`,
      `{"name":"Budi","nested":{"prototype":{"x":1}}}`,
      JSON.stringify({ ...fields, theme_data: { constructor: { name: 'x' } } }),
    ]) {
      await refused(
        () => dashboard,
        { method: 'POST', url: `/api/dashboard/invitations/${host.params.id}/guests`, ...json(payload) },
        400,
      );
    }
    // The site settings were a 500 (the ORM trips on an own 'constructor' key).
    const site = {
      name: 'Undangin',
      tagline: 'Tes',
      whatsapp: '6281234567890',
      email: 'halo@undangin.id',
      address: 'Tes',
      officeHours: 'Tes',
      constructor: 1e308,
    };
    await refused(
      () => admin,
      {
        method: 'PUT',
        url: '/api/admin/settings/site',
        payload: JSON.stringify(site),
        headers: { ...host.adminHeaders, 'content-type': 'application/json' },
      },
      400,
    );
  });

  it('answers a path that is not valid percent-encoding in the shared shape', async () => {
    await refused(() => invitation, { url: '/api/invitation/public/%ZZ/guestbook' }, 400);
    await refused(() => invitation, { url: '/api/invitation/public/%ED%A0%80' }, 400);
  });

  it('answers a path parameter longer than any route takes in the shared shape', async () => {
    await refused(() => invitation, { url: `/api/invitation/public/${'a'.repeat(101)}` }, 414);
  });

  it('refuses an id in urn:uuid form, which Postgres cannot read', async () => {
    await refused(
      () => dashboard,
      { method: 'GET', url: `/api/dashboard/invitations/urn:uuid:${host.params.id}`, headers: host.headers },
      400,
      [{ field: 'id', message: 'format tidak valid' }],
    );
    await refused(
      () => dashboard,
      {
        method: 'POST',
        url: `/api/dashboard/invitations/${host.params.id}/checkin`,
        ...json({ guest_id: `urn:uuid:${host.params.guestId}` }),
      },
      400,
    );
  });

  it('refuses a page number a URL writes as 1e999 or Infinity', async () => {
    for (const page of ['1e999', 'Infinity', '-Infinity']) {
      await refused(
        () => dashboard,
        { url: `/api/dashboard/invitations/${host.params.id}/guests?page=${page}`, headers: host.headers },
        400,
        [{ field: 'page', message: 'angka terlalu besar' }],
      );
    }
  });

  it('refuses a multipart body without its boundary', async () => {
    await refused(
      () => dashboard,
      {
        method: 'POST',
        url: `/api/dashboard/invitations/${host.params.id}/guests/import`,
        payload: 'x',
        headers: { ...host.headers, 'content-type': 'multipart/form-data' },
      },
      400,
      [{ field: 'content-type', message: expect.stringMatching(/boundary/) }],
    );
  });

  it('refuses a check-in that names a code and a walk-in at once', async () => {
    await refused(
      () => dashboard,
      {
        method: 'POST',
        url: `/api/dashboard/invitations/${host.params.id}/checkin`,
        ...json({ code: host.params.code, walkin: 1e308 }),
      },
      400,
    );
  });

  it('refuses a theme nested 10,000 deep or holding a lone surrogate before it reaches jsonb', async () => {
    const invitationBody = (themeData: string) =>
      `{"slug":"${host.params.slug}","couple_name":"Rina & Dimas","category":"wedding","event_date":"2027-03-14","event_time":"19:00","location":"Balai Kartini","maps_link":"","quotes":"","gallery":[],"music_url":"","background_image":"","background_video":"","theme_id":"ocean-breeze","seo_title":"","seo_description":"","gift_accounts":[],"live_stream_url":"","theme_data":${themeData}}`;
    const url = `/api/dashboard/invitations/${host.params.id}`;
    await refused(
      () => dashboard,
      { method: 'PUT', url, ...json(invitationBody(`{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`)) },
      400,
      [{ field: expect.stringMatching(/^theme_data\.a(\.0)+$/), message: 'bertingkat terlalu dalam' }],
    );
    await refused(() => dashboard, { method: 'PUT', url, ...json(invitationBody('{"name":"\\ud800"}')) }, 400, [
      { field: 'theme_data.name', message: 'berisi karakter yang tidak diizinkan' },
    ]);
    expect(
      (await dashboard.inject({ method: 'PUT', url, ...json(invitationBody('{"name":"Biru 🌊"}')) })).statusCode,
    ).toBe(200);
  });
});
