import { Type } from '@sinclair/typebox';
import { apiSecurityHeaders } from '@undangin/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, forbidden } from './errors';
import { generateSigningKey, signAccessToken } from './tokens';
import { bearer, buildTestService, publishedTestKey } from './testing';
import { requestForLog, type App } from './build-service';
import type { SigningKey } from './tokens';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/echo',
    {
      schema: {
        body: Type.Object({ name: Type.String({ minLength: 3 }), guests: Type.Integer({ minimum: 1, maximum: 10 }) }),
      },
    },
    async (request) => request.body,
  );
  app.get('/domain-failure', async () => {
    throw new AppError(409, 'conflict', 'Link undangan sudah digunakan, silakan pilih yang lain');
  });
  app.get('/bug', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  app.get('/mine', { preHandler: app.authenticate }, async (request) => ({
    id: request.user!.id,
    role: request.user!.role,
  }));
  app.get('/admin-only', { preHandler: app.requireRole('admin') }, async () => ({ ok: true }));
  app.get('/forbidden', async () => {
    throw forbidden();
  });
};

describe('buildService', () => {
  let app: App;
  let key: SigningKey;

  beforeAll(async () => {
    key = await publishedTestKey();
    app = await buildTestService('marketing', routes);
  });
  afterAll(() => app.close());

  it('answers /health and /ready, at the root and under its prefix', async () => {
    for (const url of ['/health', '/ready', '/api/marketing/health', '/api/marketing/ready']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', service: 'marketing' });
    }
    expect((await app.inject({ url: '/ready' })).json().checks).toEqual({ database: 'ok' });
  });

  it('sends the API security headers with every answer: success, refusal, missing route and failure alike', async () => {
    const answers = await Promise.all(
      ['/api/marketing/health', '/api/marketing/mine', '/api/marketing/nowhere', '/api/marketing/bug', '/metrics'].map(
        (url) => app.inject({ url }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 500, 200]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(apiSecurityHeaders);
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      // Helmet's further defaults come along: only pages of the same site may embed an answer.
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-site');
    }
  });

  it('logs a request without its query string or headers: a mailed link carries its token in the query', () => {
    const logged = requestForLog({
      method: 'GET',
      url: '/auth/v1/verify?token=rahasia&type=recovery',
      ip: '203.0.113.5',
    });
    expect(logged).toEqual({ method: 'GET', path: '/auth/v1/verify', remoteAddress: '203.0.113.5' });
    expect(JSON.stringify(logged)).not.toContain('rahasia');
  });

  it('rejects bad input with 400 and Indonesian reasons per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/marketing/echo',
      payload: { name: 'Al', guests: 11 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: 400, code: 'validation_failed', message: 'Data yang dikirim tidak valid.' });
    expect(body.details[0].message).toMatch(/minimal 3 karakter|maksimal 10/);
  });

  it('answers malformed JSON with a 400 in the same shape, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/marketing/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('maps domain errors to their status, code and message', async () => {
    const response = await app.inject({ url: '/api/marketing/domain-failure' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 409,
      code: 'conflict',
      message: 'Link undangan sudah digunakan, silakan pilih yang lain',
    });
  });

  it('never leaks internals in a 500, and names the trace to quote when reporting it', async () => {
    const response = await app.inject({ url: '/api/marketing/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      code: 'internal_error',
      message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
      trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(response.body).not.toContain('secret_table');
  });

  it("continues the gateway's trace: the 5xx and every line the request logs carry the traceparent's id", async () => {
    const lines: string[] = [];
    const logged = await buildTestService('marketing', routes, {
      level: 'info',
      stream: { write: (line) => void lines.push(line) },
    });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const traceparent = `00-${traceId}-00f067aa0ba902b7-01`;
    const failed = await logged.inject({ url: '/api/marketing/bug', headers: { traceparent, 'x-request-id': 'r-1' } });
    expect(failed.json()).toMatchObject({ status: 500, trace_id: traceId });
    const ofRequest = lines
      .map((line) => JSON.parse(line) as { reqId?: string; traceId?: string })
      .filter((line) => line.reqId === 'r-1');
    expect(ofRequest.length).toBeGreaterThanOrEqual(3); // incoming, the error, completed
    expect(ofRequest.every((line) => line.traceId === traceId)).toBe(true);
    // A header that is not W3C trace context (or names the invalid all-zero trace) starts a trace of its own.
    for (const header of ['00-00000000000000000000000000000000-00f067aa0ba902b7-01', 'ff-garbage', `00-${traceId}`]) {
      const fresh = await logged.inject({ url: '/api/marketing/bug', headers: { traceparent: header } });
      expect(fresh.json<{ trace_id: string }>().trace_id).toMatch(/^[0-9a-f]{32}$/);
      expect(fresh.json<{ trace_id: string }>().trace_id).not.toMatch(/^0+$|^4bf92f/);
    }
    // A refusal (4xx) is the client's to fix: no trace id in its body.
    expect(Object.keys((await logged.inject({ url: '/api/marketing/forbidden' })).json())).not.toContain('trace_id');
    await logged.close();
  });

  it('answers unknown paths with 404 in the shared shape', async () => {
    const response = await app.inject({ url: '/api/marketing/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Alamat yang diminta tidak ditemukan.',
    });
  });

  it('requires a token where a route authenticates', async () => {
    const response = await app.inject({ url: '/api/marketing/mine' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated', message: 'Silakan login terlebih dahulu.' });
  });

  it('accepts a token signed with a published key and knows its bearer', async () => {
    const userId = crypto.randomUUID();
    const response = await app.inject({ url: '/api/marketing/mine', headers: await bearer(key, 'user', userId) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: userId, role: 'user' });
  });

  it('rejects tokens from an unpublished key, expired tokens and garbage', async () => {
    const stranger = await generateSigningKey();
    const expired = await signAccessToken(key, { userId: 'u1', role: 'admin', ttl: -60 });
    for (const authorization of [
      (await bearer(stranger, 'admin')).authorization,
      `Bearer ${expired}`,
      'Bearer abc.def.ghi',
      'Basic dXNlcjpwYXNz',
    ]) {
      const response = await app.inject({ url: '/api/marketing/mine', headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid_token' });
    }
  });

  it('lets a request with a bad token through to public routes as anonymous', async () => {
    const response = await app.inject({
      url: '/api/marketing/health',
      headers: { authorization: 'Bearer anon-key-of-some-client' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('checks roles: a user gets 403 where an admin gets through', async () => {
    const asUser = await app.inject({ url: '/api/marketing/admin-only', headers: await bearer(key, 'user') });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({
      code: 'forbidden',
      message: 'Anda tidak memiliki izin untuk melakukan tindakan ini.',
    });
    const asAdmin = await app.inject({ url: '/api/marketing/admin-only', headers: await bearer(key, 'admin') });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('publishes an OpenAPI document of its routes', async () => {
    const response = await app.inject({ url: '/api/marketing/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/marketing/echo', '/api/marketing/health']),
    );
  });

  it('exposes Prometheus metrics', async () => {
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds');
  });
});
