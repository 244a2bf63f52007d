import type { FastifyPluginAsync } from 'fastify';
import { buildTestService, serviceTestContext } from '../testing';

// A route that keeps one pooled connection busy for a moment.
const routes: FastifyPluginAsync = async (app) => {
  app.get('/slow', async (request) => {
    await request.em.getConnection().execute('select pg_sleep(0.6)');
    return { done: true };
  });
};

const gauge = (body: string, name: string) => {
  const line = body.split('\n').find((row) => row.startsWith(`${name}{`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
};

describe('/metrics', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('marketing', routes) }));

  it('shows the database pool per service: connections in use, idle, queries waiting and connections opening', async () => {
    const slow = ctx.app.inject({ url: '/api/marketing/slow' });
    let during = '';
    for (let tries = 0; tries < 40 && !(gauge(during, 'db_pool_connections_in_use')! >= 1); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      during = (await ctx.app.inject({ url: '/metrics' })).body;
    }
    expect(gauge(during, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(1);
    expect(during).toMatch(/^db_pool_connections_in_use\{service="marketing"\} \d+$/m);
    expect((await slow).statusCode).toBe(200);

    const after = (await ctx.app.inject({ url: '/metrics' })).body;
    expect(gauge(after, 'db_pool_connections_in_use')).toBe(0);
    expect(gauge(after, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(1);
    expect(gauge(after, 'db_pool_acquires_waiting')).toBe(0);
    expect(gauge(after, 'db_pool_connections_opening')).toBe(0);
  });
});
