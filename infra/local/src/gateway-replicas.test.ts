import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { drainingHeader } from '@undangin/contracts';
import { buildGateway } from './gateway';
import { Upstreams } from './upstreams';

/** A replica that says which one it is, what it received and the request id it was given. */
async function replica(name: string, draining = false): Promise<FastifyInstance> {
  const app = Fastify();
  if (draining) app.addHook('onSend', async (_request, reply) => void reply.header(drainingHeader, '1'));
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.all('/*', async (request) => ({
    replica: name,
    method: request.method,
    body: request.body ?? null,
    requestId: request.headers['x-request-id'],
    traceparent: request.headers.traceparent,
    tracestate: request.headers.tracestate,
    baggage: request.headers.baggage,
    forwardedFor: request.headers['x-forwarded-for'],
  }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

describe('the gateway in front of several replicas', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let gone: string;
  let gateway: FastifyInstance;
  let uploadsDir: string;
  let staticDir: string;

  beforeAll(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'gateway-replicas-'));
    staticDir = path.join(root, 'static');
    uploadsDir = path.join(root, 'uploads');
    await mkdir(staticDir, { recursive: true });
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Undangin</title>');
    one = await replica('satu');
    two = await replica('dua');
    const closed = await replica('hilang');
    gone = urlOf(closed);
    await closed.close();
    const single = urlOf(one);
    gateway = await buildGateway({
      root,
      staticDir,
      uploadsDir,
      trustProxy: 'loopback',
      services: {
        auth: single,
        marketing: [gone],
        invitation: [urlOf(one), gone, urlOf(two)],
        dashboard: single,
        admin: single,
        billing: single,
      },
    });
  });
  afterAll(async () => {
    await Promise.all([gateway.close(), one.close(), two.close()]);
  });

  it('spreads requests over the live replicas and sends a POST whole to the next when one refuses', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await gateway.inject({
        method: 'POST',
        url: '/api/invitation/public/budi-dan-ani/rsvp',
        headers: { 'content-type': 'application/json' },
        payload: { name: `Tamu ${i}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ body: unknown }>().body).toEqual({ name: `Tamu ${i}` });
      seen.push(response.json<{ replica: string }>().replica);
    }
    expect(new Set(seen)).toEqual(new Set(['satu', 'dua']));
    const health = await gateway.inject({ url: '/gateway/health' });
    expect(health.json().upstreams.invitation).toContainEqual({ url: gone, up: false });
  });

  it('fills a guest’s page (/{slug}) from whichever invitation replica answers', async () => {
    const replicas = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const response = await gateway.inject({ url: '/budi-dan-ani?to=Budi' });
      expect(response.statusCode).toBe(200);
      const answer = JSON.parse(response.body) as { replica: string; requestId: string };
      expect(answer.requestId).toBe(response.headers['x-request-id']);
      replicas.add(answer.replica);
    }
    expect(replicas).toEqual(new Set(['satu', 'dua']));
  });

  it('answers 503 with Retry-After in the shared shape when no replica of a service is reachable', async () => {
    const response = await gateway.inject({ url: '/api/marketing/plans' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(response.json().trace_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('starts each trace at the edge with tracing off: a client’s W3C context is neither taken nor passed on', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const given = await gateway.inject({
      url: '/auth/v1/health',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, tracestate: 'vendor=rahasia', baggage: 'user=budi' },
    });
    const seen = given.json<{ traceparent: string; tracestate?: string; baggage?: string }>();
    expect(seen.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(seen.traceparent).not.toContain(traceId);
    expect(seen.tracestate).toBeUndefined();
    expect(seen.baggage).toBeUndefined();
  });

  it('passes the client’s request id on, or makes one, and gives it back', async () => {
    const given = await gateway.inject({ url: '/auth/v1/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.json().requestId).toBe('abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await gateway.inject({ url: '/auth/v1/health', headers: { 'x-request-id': 'no spaces <here>' } });
    expect(made.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers['x-request-id']).toBe(made.json().requestId);
  });

  it('tells the services the client a trusted proxy in front named', async () => {
    const response = await gateway.inject({
      url: '/auth/v1/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '10.9.8.7' },
    });
    expect(response.json().forwardedFor).toBe('10.9.8.7');
  });

  it('publishes its own metrics, with the failures and retries per replica', async () => {
    const metrics = await gateway.inject({ url: '/gateway/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain(
      `gateway_upstream_failures_total{target="invitation",upstream="${gone}",code="ECONNREFUSED",service="gateway"}`,
    );
    expect(metrics.body).toMatch(/gateway_upstream_retries_total\{target="invitation",service="gateway"\} [1-9]/);
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
  });
});

describe('a replica that began to shut down', () => {
  it('is served to the end, then passed over until its port has closed; clients never see the mark', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'gateway-draining-'));
    const stopping = await replica('berhenti', true);
    const staying = await replica('tetap');
    const single = urlOf(staying);
    const gateway = await buildGateway({
      root,
      staticDir: root,
      uploadsDir: root,
      trustProxy: 'loopback',
      services: {
        auth: single,
        marketing: single,
        invitation: [urlOf(stopping), urlOf(staying)],
        dashboard: single,
        admin: single,
        billing: single,
      },
    });
    try {
      const seen: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await gateway.inject({
          method: 'POST',
          url: '/api/invitation/public/budi-dan-ani/rsvp',
          headers: { 'content-type': 'application/json' },
          payload: { name: `Tamu ${i}` },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers[drainingHeader]).toBeUndefined();
        seen.push(response.json<{ replica: string }>().replica);
      }
      expect(seen).toEqual(['berhenti', 'tetap', 'tetap', 'tetap', 'tetap', 'tetap']);
    } finally {
      await Promise.all([gateway.close(), stopping.close(), staying.close()]);
    }
  });
});

describe('the replicas of one service', () => {
  it('are taken in turn, one that refused is passed over for a while, and all are tried before giving up', () => {
    let now = 0;
    const pool = new Upstreams(['a', 'b', 'c'], 1000, () => now);
    expect([pool.pick(), pool.pick(), pool.pick(), pool.pick()]).toEqual(['a', 'b', 'c', 'a']);
    pool.markDown('b');
    expect([pool.pick(), pool.pick(), pool.pick()]).toEqual(['c', 'a', 'c']);
    expect(pool.pick(new Set(['a', 'c']))).toBe('b');
    expect(pool.pick(new Set(['a', 'b', 'c']))).toBeUndefined();
    now = 1000;
    expect(pool.isUp('b')).toBe(true);
  });
});
