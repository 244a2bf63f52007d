import type { FastifyPluginAsync } from 'fastify';
import { apiSecurityHeaders, errorCodes, messages } from '@undangin/contracts';
import type { App } from '../build-service';
import { buildTestService } from '../testing';

const routes: FastifyPluginAsync = async (app) => {
  app.get('/hello', async () => ({ hello: 'dunia' }));
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The answer to /hello once the service takes requests again (a busy machine may delay that by some samples). */
async function answeredWhenCalm(app: App) {
  for (let tries = 0; ; tries += 1) {
    const answer = await app.inject({ url: '/api/marketing/hello' });
    if (answer.statusCode !== 503 || tries === 50) return answer;
    await sleep(100);
  }
}
/** Keeps the event loop busy, as a CPU-bound burst of requests would. */
const block = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};
/**
 * The answer to /hello right after the event loop was held for a second. On a machine busy with other work the load
 * sample may land before the hold instead of after it; the hold is then repeated (at most five times).
 */
async function answeredWhenOverloaded(app: App) {
  for (let tries = 0; ; tries += 1) {
    block(1000);
    await sleep(10); // the overdue sample runs first and sees the delay
    const answer = await app.inject({ url: '/api/marketing/hello' });
    if (answer.statusCode === 503 || tries === 4) return answer;
  }
}

describe('an overloaded service', () => {
  let app: App;
  const saved = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, {
      MAX_EVENT_LOOP_DELAY_MS: '60',
      LOAD_SAMPLE_INTERVAL_MS: '100',
      OVERLOAD_RETRY_AFTER_SECONDS: '7',
    });
    app = await buildTestService('marketing', routes);
  });
  afterAll(async () => {
    process.env = saved;
    await app.close();
  });

  it('refuses new requests at once with 503, Retry-After and the Indonesian message, keeps /health up, and recovers', async () => {
    expect((await answeredWhenCalm(app)).statusCode).toBe(200);

    const refused = await answeredWhenOverloaded(app);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.headers).toMatchObject(apiSecurityHeaders);
    expect(refused.json()).toEqual({
      status: 503,
      code: errorCodes.unavailable,
      message: messages.errors.overloaded,
      trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    // Readiness says so in its own shape: the replica steps out of rotation until it catches up.
    const ready = await app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      service: 'marketing',
      checks: { database: 'ok', load: 'sibuk' },
    });

    expect((await answeredWhenCalm(app)).json()).toEqual({ hello: 'dunia' });
  }, 40_000);
});
