import net from 'node:net';
import http from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { drainingHeader, errorCodes, messages } from '@undangin/contracts';
import type { App } from './build-service';
import { buildTestService } from './testing';

/** A TCP hop between the service and Postgres that the test can cut and mend, as a database restart would. */
async function databaseLine(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  await open();
  return { port: () => port, cut, mend: open };
}

const routes: FastifyPluginAsync = async (app) => {
  app.get('/now', async (request) => {
    const [row] = await request.em.execute<Array<{ now: Date }>>('select now() as now');
    return { at: row!.now };
  });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { done: true };
  });
};

describe('a service whose database goes away', () => {
  let app: App;
  let line: Awaited<ReturnType<typeof databaseLine>>;
  const saved = { ...process.env };

  beforeAll(async () => {
    const own = new URL(process.env.MARKETING_DATABASE_URL ?? process.env.DATABASE_URL!);
    own.pathname = new URL(process.env.DATABASE_URL!).pathname;
    line = await databaseLine(new URL(own));
    own.host = `127.0.0.1:${line.port()}`;
    Object.assign(process.env, { MARKETING_DATABASE_URL: own.toString(), DB_ACQUIRE_TIMEOUT_MS: '1500' });
    app = await buildTestService('marketing', routes);
  });
  afterAll(async () => {
    process.env = saved;
    await app.close();
    await line.cut().catch(() => undefined);
  });

  it('answers 503 with Retry-After and the Indonesian message, never 500; stays live and ready; recovers by itself', async () => {
    expect((await app.inject({ url: '/api/marketing/now' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);

    await line.cut();
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/api/marketing/now' })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({
        status: 503,
        code: errorCodes.unavailable,
        message: messages.errors.unavailable,
        trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
    }
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    // A failover reaches every replica alike: readiness reports it but does not take the replica out of rotation.
    const ready = await app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks).toEqual({ database: 'tidak terjangkau' });

    await line.mend();
    let back = await app.inject({ url: '/api/marketing/now' });
    for (let tries = 0; back.statusCode !== 200 && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      back = await app.inject({ url: '/api/marketing/now' });
    }
    expect(back.statusCode).toBe(200);
  });
});

describe('a service shutting down', () => {
  it('drains first: still serves, marks each answer and closes its connection, and is no longer ready', async () => {
    const app = await buildTestService('marketing', routes);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const before = await fetch(`http://127.0.0.1:${port}/api/marketing/now`);
      expect(before.headers.get(drainingHeader)).toBeNull();
      app.beginDrain();
      const during = await fetch(`http://127.0.0.1:${port}/api/marketing/now`);
      expect(during.status).toBe(200);
      expect(during.headers.get(drainingHeader)).toBe('1');
      expect(during.headers.get('connection')).toBe('close');
      const ready = await fetch(`http://127.0.0.1:${port}/api/marketing/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ checks: { shutdown: 'sedang berhenti' } });
    } finally {
      await app.close();
    }
  });

  it('finishes the request in flight, ends its keep-alive connection, takes no new one, and closes at once', async () => {
    const app = await buildTestService('marketing', routes);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const get = (path: string) =>
        new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
          http
            .get({ port, host: '127.0.0.1', path, agent }, (response) => {
              let body = '';
              response.on('data', (chunk) => (body += chunk));
              response.on('end', () =>
                resolve({ status: response.statusCode!, connection: response.headers.connection, body }),
              );
            })
            .on('error', reject);
        });
      expect((await get('/api/marketing/now')).connection).toBe('keep-alive');
      const inFlight = get('/api/marketing/slow');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      const closed = app.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(app.draining).toBe(true);
      // No new connection is taken (a readiness probe fails from here on), the one in flight is finished.
      await expect(fetch(`http://127.0.0.1:${port}/ready`)).rejects.toThrow();

      const answer = await inFlight;
      expect(answer).toMatchObject({ status: 200, connection: 'close' });
      expect(JSON.parse(answer.body)).toEqual({ done: true });
      await closed;
      // Well inside any grace period: nothing waited for the client's idle connection to time out.
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      agent.destroy();
      await app.close();
    }
  });
});
