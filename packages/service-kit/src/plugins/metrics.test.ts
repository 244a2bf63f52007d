import type { FastifyPluginAsync } from 'fastify';
import { scrapedGauges } from '../scraped-gauges';
import { buildTestService, serviceTestContext } from '../testing';

// What the scraped gauges of the test service read: a count of reads, and whether the next read fails.
const source = { reads: 0, fail: false, waiting: 3 };
const failures: unknown[] = [];

// A route that keeps one pooled connection busy for a moment, and two gauges fed by one read at scrape time.
const routes: FastifyPluginAsync = async (app) => {
  app.get('/slow', async (request) => {
    await request.em.getConnection().execute('select pg_sleep(0.6)');
    return { done: true };
  });
  scrapedGauges(
    app.metrics,
    async () => {
      source.reads += 1;
      if (source.fail) throw new Error('database unavailable');
      return { waiting: source.waiting };
    },
    [
      { name: 'test_waiting', help: 'Waiting', series: (read) => [{ value: read.waiting }] },
      {
        name: 'test_waiting_by_queue',
        help: 'Waiting by queue',
        labelNames: ['queue'],
        series: (read) => [{ labels: { queue: 'whatsapp-send' }, value: read.waiting * 2 }],
      },
    ],
    (err) => failures.push(err),
  );
};

const gauge = (body: string, name: string) => {
  const line = body.split('\n').find((row) => row.startsWith(`${name}{`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
};

describe('/metrics', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('marketing', routes) }));
  const scrape = async () => {
    const answer = await ctx.app.inject({ url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it('shows the database pool per service: its size, connections in use, idle, queries waiting and connections opening', async () => {
    const slow = ctx.app.inject({ url: '/api/marketing/slow' });
    let during = '';
    for (let tries = 0; tries < 40 && !(gauge(during, 'db_pool_connections_in_use')! >= 1); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      during = await scrape();
    }
    expect(gauge(during, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(1);
    expect(during).toMatch(/^db_pool_connections_in_use\{service="marketing"\} \d+$/m);
    expect((await slow).statusCode).toBe(200);

    const after = await scrape();
    // buildTestService's pool: DB_POOL_MAX 4.
    expect(gauge(after, 'db_pool_connections_max')).toBe(4);
    expect(gauge(after, 'db_pool_connections_in_use')).toBe(0);
    expect(gauge(after, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(1);
    expect(gauge(after, 'db_pool_acquires_waiting')).toBe(0);
    expect(gauge(after, 'db_pool_connections_opening')).toBe(0);
  });

  it('reads gauges fed by the database once per scrape, as they are at that moment', async () => {
    const before = source.reads;
    source.waiting = 3;
    const first = await scrape();
    expect(first).toMatch(/^test_waiting\{service="marketing"\} 3$/m);
    expect(first).toMatch(/^test_waiting_by_queue\{queue="whatsapp-send",service="marketing"\} 6$/m);
    expect(source.reads - before).toBe(1);

    source.waiting = 5;
    expect(gauge(await scrape(), 'test_waiting')).toBe(5);
    expect(source.reads - before).toBe(2);
  });

  it('leaves those gauges out while their read fails, and still answers every other metric', async () => {
    source.fail = true;
    try {
      const body = await scrape();
      expect(body).not.toMatch(/^test_waiting(_by_queue)?\{/m);
      expect(body).toMatch(/^# TYPE test_waiting gauge$/m);
      expect(gauge(body, 'db_pool_connections_max')).toBe(4);
      expect(failures.map((err) => (err as Error).message)).toContain('database unavailable');
    } finally {
      source.fail = false;
    }
    expect(gauge(await scrape(), 'test_waiting')).toBe(source.waiting);
  });
});
