import { generateKeyPairSync } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorCodes, messages } from '@undangin/contracts';
import { AuthSigningKey } from '@undangin/db';
import { badRequest, notYours } from '../errors';
import { bearer, buildTestService, publishedTestKey, serviceTestContext, withOwnerDb } from '../testing';
import { generateSigningKey, signAccessToken, signingKeyFromPem } from '../tokens';
import { requireUser } from './auth';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/mine', { preHandler: app.authenticate }, async (request) => ({ user: request.user }));
  app.get('/admin', { preHandler: app.requireRole('admin') }, async () => ({ ok: true }));
  app.get('/anyone', async (request) => ({ user: request.user }));
  app.post(
    '/named',
    { preHandler: [app.authenticate], schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }) } },
    async (request) => ({ name: request.body.name }),
  );
  // A guard beside a route's own pre-handler work: the guard moves before validation, the work stays after it.
  app.post(
    '/checked',
    {
      preHandler: [
        app.authenticate,
        async (request, reply) => {
          reply.header('x-checked-name', (request.body as { name: string }).name);
        },
      ],
      schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }) },
    },
    async (request) => ({ name: request.body.name }),
  );
  app.get('/theirs', { preHandler: app.authenticate }, async () => {
    throw notYours();
  });
  // A handler that asks for the user without a guard in front of it still gets no anonymous user.
  app.get('/unguarded', async (request) => ({ id: requireUser(request).id }));
  app.get('/refused', async () => {
    throw badRequest('Periksa lagi isian Anda.', [{ field: 'name', message: 'wajib diisi' }]);
  });
};

/** Runs `fn` with the clock 11 seconds ahead: past the 10 seconds between rereads of the published keys. */
async function elevenSecondsLater<T>(fn: () => Promise<T>): Promise<T> {
  const now = Date.now;
  const later = jest.spyOn(Date, 'now').mockImplementation(() => now.call(Date) + 11_000);
  try {
    return await fn();
  } finally {
    later.mockRestore();
  }
}

describe('access guards in front of routes', () => {
  const ctx = serviceTestContext(async () => ({
    app: await buildTestService('marketing', routes),
    key: await publishedTestKey(),
  }));
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api/marketing${url}`, headers });

  it('asks a request without a token to sign in, and refuses a malformed or foreign one as invalid', async () => {
    const none = await get('/mine');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      status: 401,
      code: errorCodes.unauthenticated,
      message: messages.errors.unauthenticated,
    });
    const token = (await bearer(ctx.key)).authorization.split(' ')[1];
    for (const authorization of [`Basic ${token}`, 'Bearer', 'Bearer ', `Bearer not.a.token`, `Token ${token}`]) {
      const refused = await get('/mine', { authorization });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        status: 401,
        code: errorCodes.invalidToken,
        message: messages.errors.invalidToken,
      });
    }
    expect((await get('/mine', { authorization: `bearer ${token}` })).statusCode).toBe(200);
    expect((await get('/mine', { authorization: `BEARER ${token}` })).statusCode).toBe(200);
  });

  it('lets a public route through as anonymous whatever token comes with it', async () => {
    expect((await get('/anyone', { authorization: 'Bearer not.a.token' })).json()).toEqual({ user: null });
    expect((await get('/anyone', { authorization: 'Basic abc' })).json()).toEqual({ user: null });
    expect((await get('/anyone')).json()).toEqual({ user: null });
  });

  it('reads the bearer as our user: role admin only when the token says admin, aal2 only when it says so', async () => {
    const sessionId = crypto.randomUUID();
    const token = await signAccessToken(ctx.key, {
      userId: 'u-1',
      email: 'tuan@contoh.id',
      role: 'admin',
      sessionId,
      extraClaims: { aal: 'aal2' },
    });
    expect((await get('/mine', { authorization: `Bearer ${token}` })).json()).toEqual({
      user: { id: 'u-1', email: 'tuan@contoh.id', role: 'admin', sessionId, aal: 'aal2' },
    });
    const odd = await signAccessToken(ctx.key, {
      userId: 'u-2',
      email: null,
      role: 'superuser' as 'admin',
      extraClaims: { aal: 'aal3', email: 42, session_id: 7 },
    });
    expect((await get('/mine', { authorization: `Bearer ${odd}` })).json()).toEqual({
      user: { id: 'u-2', email: null, role: 'user', sessionId: null, aal: 'aal1' },
    });
  });

  it('keeps admin routes for admins: no token 401, a user 403, an admin 200', async () => {
    expect((await get('/admin')).statusCode).toBe(401);
    expect((await get('/admin', { authorization: 'Bearer x.y.z' })).json()).toMatchObject({
      code: errorCodes.invalidToken,
    });
    const user = await get('/admin', await bearer(ctx.key, 'user'));
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ status: 403, code: errorCodes.forbidden, message: messages.errors.forbidden });
    const admin = await get('/admin', await bearer(ctx.key, 'admin'));
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ ok: true });
  });

  it('checks the token before the body: a stranger learns nothing of what the route accepts', async () => {
    const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/marketing/named', payload, headers });
    expect((await post({ name: '' })).statusCode).toBe(401);
    expect((await post({ name: '' }, { authorization: 'Bearer x.y.z' })).statusCode).toBe(401);
    const member = await bearer(ctx.key);
    expect((await post({ name: '' }, member)).statusCode).toBe(400);
    expect((await post({ name: 'Ani' }, member)).json()).toEqual({ name: 'Ani' });
  });

  it("keeps a route's own pre-handler work after validation, and runs it only for a body that passed", async () => {
    const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/marketing/checked', payload, headers });
    const member = await bearer(ctx.key);
    const refused = await post({ name: '' }, member);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-checked-name']).toBeUndefined();
    expect((await post({ name: '' })).statusCode).toBe(401);
    const passed = await post({ name: 'Ani' }, member);
    expect(passed.json()).toEqual({ name: 'Ani' });
    expect(passed.headers['x-checked-name']).toBe('Ani');
  });

  it('answers another account’s resource as a plain 404 that says it may not exist or not be yours', async () => {
    const response = await get('/theirs', await bearer(ctx.key));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      code: errorCodes.notFound,
      message: messages.builder.notFoundOrForbidden,
    });
  });

  it('asks for a sign-in where a handler needs the user, guard or not, and says what a refused body lacks', async () => {
    expect((await get('/unguarded')).json()).toEqual({
      status: 401,
      code: errorCodes.unauthenticated,
      message: messages.errors.unauthenticated,
    });
    const user = await bearer(ctx.key, 'user', '00000000-0000-4000-8000-000000000009');
    expect((await get('/unguarded', user)).json()).toEqual({ id: '00000000-0000-4000-8000-000000000009' });
    expect((await get('/refused')).json()).toEqual({
      status: 400,
      code: errorCodes.validation,
      message: 'Periksa lagi isian Anda.',
      details: [{ field: 'name', message: 'wajib diisi' }],
    });
  });

  it("refuses an ended session's token at once, and only that session's", async () => {
    const ended = crypto.randomUUID();
    const ending = await signAccessToken(ctx.key, { userId: 'u-3', role: 'user', sessionId: ended });
    const going = await signAccessToken(ctx.key, { userId: 'u-3', role: 'user', sessionId: crypto.randomUUID() });
    expect((await get('/mine', { authorization: `Bearer ${ending}` })).statusCode).toBe(200);
    await withOwnerDb((orm) => orm.em.getConnection().execute(`select pg_notify('auth_session_revoked', ?)`, [ended]));
    const started = Date.now();
    let refused = await get('/mine', { authorization: `Bearer ${ending}` });
    while (refused.statusCode === 200 && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      refused = await get('/mine', { authorization: `Bearer ${ending}` });
    }
    expect(refused.json()).toEqual({
      status: 401,
      code: errorCodes.invalidToken,
      message: messages.errors.sessionEnded,
    });
    expect((await get('/mine', { authorization: `Bearer ${going}` })).statusCode).toBe(200);
  });

  it('refuses the tokens of a retired key, however long after start', async () => {
    const retired = await generateSigningKey();
    await withOwnerDb((orm) =>
      orm.em.fork().upsert(AuthSigningKey, {
        kid: retired.kid,
        algorithm: retired.algorithm,
        publicJwk: { ...retired.publicJwk },
        retiredAt: new Date(),
      }),
    );
    const headers = await bearer(retired);
    expect((await elevenSecondsLater(() => get('/mine', headers))).statusCode).toBe(401);
  });

  it("signs through the service's @fastify/jwt for the lifetime asked, an hour when none is", async () => {
    const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const short = claimsOf(ctx.app.signAccessToken(ctx.key, { userId: 'u-4', role: 'user', ttl: 120 }));
    expect(short.exp - short.iat).toBe(120);
    const usual = claimsOf(ctx.app.signAccessToken(ctx.key, { userId: 'u-4', role: 'user' }));
    expect(usual.exp - usual.iat).toBe(3600);
  });

  it('takes only an Ed25519 key for signing', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    await expect(signingKeyFromPem(rsa as string)).rejects.toThrow('the signing key must be an Ed25519 key');
  });
});
