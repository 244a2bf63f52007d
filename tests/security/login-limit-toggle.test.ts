import { bearer, buildTestService, publishedTestKey, withOwnerDb } from '@undangin/service-kit/testing';
import type { App } from '@undangin/service-kit';
import { adminRoutes } from '../../services/admin/src/app';
import { readAuthSettings, type AuthSettings } from '../../services/auth/src/settings';
import { buildAuthTestApp } from '../../services/auth/src/test-support';
import { privateDatabase, type PrivateDatabase } from './support/database';

// The admin's switch for the sign-in limit per address, read by the auth service. A database of its own: switching
// the limit off must not reach the auth tests that run beside this one.
describe("the admin's login rate-limiting switch", () => {
  let db: PrivateDatabase;
  let admin: App;
  let headers: { authorization: string };
  beforeAll(async () => {
    db = await privateDatabase('login_limit');
    const key = await publishedTestKey();
    admin = await buildTestService('admin', adminRoutes);
    headers = await bearer(key, 'admin');
  }, 60_000);
  afterAll(async () => {
    await admin?.close();
    await db?.drop();
  });

  /** Sign-in attempts from one address, each for another unknown account: only the limit per address can stop them. */
  async function attempts(count: number): Promise<number[]> {
    const roomy = Object.fromEntries(
      Object.keys(readAuthSettings({}).rateLimits).map((name) => [name, { max: 100_000, windowSeconds: 60 }]),
    );
    const rateLimits = { ...roomy, signInPerIp: { max: 3, windowSeconds: 600 } } as AuthSettings['rateLimits'];
    const { app } = await buildAuthTestApp({ rateLimits });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const answer = await app.inject({
          method: 'POST',
          url: '/auth/v1/token?grant_type=password',
          remoteAddress: '198.51.100.7',
          payload: { email: `tak-ada-${Date.now()}-${i}@contoh.id`, password: 'salah12345' },
        });
        statuses.push(answer.statusCode);
      }
      return statuses;
    } finally {
      await app.close();
    }
  }

  it('is on by default; switched off, the auth service stops counting per address; on again, it counts', async () => {
    expect((await admin.inject({ url: '/api/admin/settings/security', headers })).json()).toEqual({
      limit_sign_in_per_address: true,
      admin_two_factor_required: false,
    });
    expect(await attempts(4)).toEqual([400, 400, 400, 429]);
    await withOwnerDb((orm) => orm.em.getConnection().execute(`delete from auth_rate_limits`));

    const off = await admin.inject({
      method: 'PUT',
      url: '/api/admin/settings/security',
      headers,
      payload: { limit_sign_in_per_address: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await admin.inject({ url: '/api/admin/settings/security', headers })).json()).toEqual({
      limit_sign_in_per_address: false,
      admin_two_factor_required: false,
    });
    expect(await attempts(5)).toEqual([400, 400, 400, 400, 400]);

    expect(
      (
        await admin.inject({
          method: 'PUT',
          url: '/api/admin/settings/security',
          headers,
          payload: { limit_sign_in_per_address: true },
        })
      ).statusCode,
    ).toBe(200);
    await withOwnerDb((orm) => orm.em.getConnection().execute(`delete from auth_rate_limits`));
    expect(await attempts(4)).toEqual([400, 400, 400, 429]);

    const audited = await db.sql<{ entity_id: string; after: unknown }>(
      `select entity_id, after from admin_audit_log where entity_id = 'security' order by id`,
    );
    expect(audited).toEqual([
      { entity_id: 'security', after: { limit_sign_in_per_address: false, admin_two_factor_required: false } },
      { entity_id: 'security', after: { limit_sign_in_per_address: true, admin_two_factor_required: false } },
    ]);
  });

  it('refuses anything but the known switches', async () => {
    const answer = await admin.inject({
      method: 'PUT',
      url: '/api/admin/settings/security',
      headers,
      payload: { limit_sign_in_per_address: false, max: 0 },
    });
    expect(answer.statusCode).toBe(400);
    expect((await admin.inject({ url: '/api/admin/settings/security', headers })).json()).toEqual({
      limit_sign_in_per_address: true,
      admin_two_factor_required: false,
    });
  });
});
