import { importPKCS8, SignJWT } from 'jose';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accessToken } from '@undangin/contracts';
import type { App } from '../build-service';
import { bearer, buildTestService, publishedTestKey, serviceTestContext } from '../testing';
import { generateSigningKey, type SigningKey } from '../tokens';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/mine', { preHandler: app.authenticate }, async (request) => ({
    user: request.user,
    claims: request.jwtPayload,
  }));
};

/** A token signed by a standard library with the key, shaped by `build` (for tokens our signer never makes). */
async function craft(key: SigningKey, build: (jwt: SignJWT) => SignJWT, alg = 'EdDSA'): Promise<string> {
  const jwt = new SignJWT({ app_role: 'user' }).setProtectedHeader({ alg, kid: key.kid, typ: 'JWT' });
  return build(jwt.setSubject('u-1').setIssuedAt().setExpirationTime('1h')).sign(
    alg === 'EdDSA' ? await importPKCS8(key.privatePem, 'EdDSA') : new TextEncoder().encode('a shared secret'),
  );
}

describe('access-token verification (@fastify/jwt)', () => {
  const ctx = serviceTestContext(async () => ({
    app: await buildTestService('marketing', routes),
    key: await publishedTestKey(),
  }));
  const mine = (app: App, authorization: string) =>
    app.inject({ url: '/api/marketing/mine', headers: { authorization } });

  it('accepts a token the service signs through its @fastify/jwt, and keeps request.user in our shape', async () => {
    const token = ctx.app.signAccessToken(ctx.key, {
      userId: 'u-7',
      email: 'tamu@contoh.id',
      role: 'admin',
      sessionId: crypto.randomUUID(),
      extraClaims: { aal: 'aal2' },
    });
    const response = await mine(ctx.app, `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: 'u-7', email: 'tamu@contoh.id', role: 'admin', aal: 'aal2' });
    expect(body.claims).toMatchObject({ sub: 'u-7', iss: accessToken.issuer, aud: accessToken.audience });
  });

  it('refuses tokens of our key without our issuer or audience, or under another algorithm', async () => {
    const tokens = [
      await craft(ctx.key, (jwt) => jwt.setAudience(accessToken.audience)),
      await craft(ctx.key, (jwt) => jwt.setIssuer(accessToken.issuer)),
      await craft(ctx.key, (jwt) => jwt.setIssuer('someone-else').setAudience(accessToken.audience)),
      await craft(ctx.key, (jwt) => jwt.setIssuer(accessToken.issuer).setAudience(accessToken.audience), 'HS256'),
    ];
    for (const token of tokens) {
      const response = await mine(ctx.app, `Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid_token' });
    }
    const wellFormed = await craft(ctx.key, (jwt) =>
      jwt.setIssuer(accessToken.issuer).setAudience(accessToken.audience),
    );
    expect((await mine(ctx.app, `Bearer ${wellFormed}`)).statusCode).toBe(200);
  });

  it('learns a key published after start (rotation), rereading the keys at most every 10 seconds', async () => {
    expect((await ctx.app.inject({ url: '/api/marketing/mine', headers: await bearer(ctx.key) })).statusCode).toBe(200);
    const rotated = await publishedTestKey();
    // Just read: an unknown kid does not send every request to the database.
    expect((await ctx.app.inject({ url: '/api/marketing/mine', headers: await bearer(rotated) })).statusCode).toBe(401);
    const now = Date.now;
    const later = jest.spyOn(Date, 'now').mockImplementation(() => now.call(Date) + 11_000);
    try {
      expect((await ctx.app.inject({ url: '/api/marketing/mine', headers: await bearer(rotated) })).statusCode).toBe(
        200,
      );
      const stranger = await generateSigningKey();
      expect((await ctx.app.inject({ url: '/api/marketing/mine', headers: await bearer(stranger) })).statusCode).toBe(
        401,
      );
    } finally {
      later.mockRestore();
    }
  });
});
