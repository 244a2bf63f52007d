import { bearer, buildTestService, publishedTestKey } from '@undangin/service-kit/testing';
import { dashboardRoutes } from './app';

describe('GET /api/dashboard/me', () => {
  it('knows the caller from a token the auth service signed, and refuses anonymous callers', async () => {
    const key = await publishedTestKey();
    const app = await buildTestService('dashboard', dashboardRoutes(undefined, { workers: false }));
    try {
      const anonymous = await app.inject({ url: '/api/dashboard/me' });
      expect(anonymous.statusCode).toBe(401);
      const userId = crypto.randomUUID();
      const response = await app.inject({ url: '/api/dashboard/me', headers: await bearer(key, 'user', userId) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: userId, email: `${userId.slice(0, 8)}@contoh.id`, role: 'user' });
    } finally {
      await app.close();
    }
  });
});
