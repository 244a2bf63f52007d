import type { App, SigningKey } from '@undangin/service-kit';
import { bearer, buildTestService, publishedTestKey } from '@undangin/service-kit/testing';
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
  let app: App;
  let key: SigningKey;
  beforeAll(async () => {
    key = await publishedTestKey();
    app = await buildTestService('admin', adminRoutes);
  });
  afterAll(() => app.close());

  it('refuses anonymous callers and non-admins on every route, and writes nothing for them', async () => {
    const before = (await app.inject({ url: '/api/admin/settings/site', headers: await bearer(key, 'admin') })).json();
    expect((await app.inject({ url: '/api/admin/settings/site' })).statusCode).toBe(401);
    const asUser = await app.inject({ method: 'PUT', url: '/api/admin/settings/site', headers: await bearer(key, 'user'), payload: site });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ code: 'forbidden' });
    const after = (await app.inject({ url: '/api/admin/settings/site', headers: await bearer(key, 'admin') })).json();
    expect(after).toEqual(before);
  });

  it('lets an admin save the site facts, which are then read back', async () => {
    const headers = await bearer(key, 'admin');
    const saved = await app.inject({ method: 'PUT', url: '/api/admin/settings/site', headers, payload: site });
    expect(saved.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/settings/site', headers })).json()).toEqual(site);
  });

  it('rejects incomplete settings with 400 and keeps the stored ones', async () => {
    const headers = await bearer(key, 'admin');
    const before = (await app.inject({ url: '/api/admin/settings/site', headers })).json();
    const response = await app.inject({ method: 'PUT', url: '/api/admin/settings/site', headers, payload: { name: 'X' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ message: 'wajib diisi' }] });
    expect((await app.inject({ url: '/api/admin/settings/site', headers })).json()).toEqual(before);
  });
});
