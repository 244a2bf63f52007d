import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTestService } from '@undangin/service-kit/testing';
import { authRoutes } from './app';
import { outboxMailer } from '@undangin/service-kit/mail';
import { readAuthSettings } from './settings';
import { loadSigningKey, publishSigningKey } from './signing-key';

describe('auth signing keys', () => {
  it('creates a private key file on first start, keeps it private, and reuses it', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'undangin-key-')), 'keys', 'auth.pem');
    const first = await loadSigningKey({ AUTH_SIGNING_KEY_FILE: file });
    const second = await loadSigningKey({ AUTH_SIGNING_KEY_FILE: file });
    expect(second.kid).toBe(first.kid);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const fromEnv = await loadSigningKey({ AUTH_SIGNING_KEY: await readFile(file, 'utf8') });
    expect(fromEnv.kid).toBe(first.kid);
  });

  it('publishes the public key as a JWKS that verifies its tokens, and never the private part', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'undangin-key-')), 'auth.pem');
    const signingKey = await loadSigningKey({ AUTH_SIGNING_KEY_FILE: file });
    const app = await buildTestService(
      'auth',
      authRoutes({ signingKey, settings: readAuthSettings({}), mailer: outboxMailer }),
    );
    try {
      await publishSigningKey(app.orm.em.fork(), signingKey);
      const response = await app.inject({ url: '/auth/v1/.well-known/jwks.json' });
      expect(response.statusCode).toBe(200);
      const { keys } = response.json() as { keys: Array<Record<string, string>> };
      const published = keys.find((key) => key.kid === signingKey.kid);
      expect(published).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
      expect(published).not.toHaveProperty('d');

      // jose stands for any standard client: it verifies what the service signs through @fastify/jwt by the JWKS alone.
      const { createLocalJWKSet, jwtVerify } = await import('jose');
      const token = app.signAccessToken(signingKey, { userId: 'u-1', role: 'user' });
      const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet({ keys: keys as never }), {
        issuer: 'undangin-auth',
        audience: 'authenticated',
      });
      expect(payload.sub).toBe('u-1');
      expect(protectedHeader).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: signingKey.kid });
    } finally {
      await app.close();
    }
  });
});
