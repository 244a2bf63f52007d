import { buildTestService } from '@undangin/service-kit/testing';
import { marketingRoutes } from './app';

describe('GET /api/marketing/site', () => {
  it('gives anyone the public site facts from the database, cacheable', async () => {
    const app = await buildTestService('marketing', marketingRoutes);
    try {
      const response = await app.inject({ url: '/api/marketing/site' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Undangin', officeHours: 'Senin - Jumat, 09:00 - 18:00 WIB' });
      expect(response.headers['cache-control']).toBe('public, max-age=60');
    } finally {
      await app.close();
    }
  });
});
