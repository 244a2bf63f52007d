import {
  calculateJwkThumbprint,
  decodeProtectedHeader,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  jwtVerify,
} from 'jose';
import { accessToken } from '@undangin/contracts';
import { generateSigningKey, signAccessToken, signingKeyFromPem } from './tokens';

// jose is the independent reference here: a standard JOSE library must read our keys and tokens as we mean them.
describe('access-token keys and tokens', () => {
  it('names a key by its RFC 7638 thumbprint, the kid an existing key file already has', async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const key = await signingKeyFromPem(await exportPKCS8(privateKey));
    const reference = await exportJWK(publicKey);
    expect(key.kid).toBe(await calculateJwkThumbprint(reference));
    expect(key.publicJwk).toEqual({ ...reference, kid: key.kid, alg: 'EdDSA', use: 'sig' });
    expect(key.publicJwk).not.toHaveProperty('d');
  });

  it('reads back the PEM it generates as the same key', async () => {
    const generated = await generateSigningKey();
    const again = await signingKeyFromPem(generated.privatePem);
    expect(again.kid).toBe(generated.kid);
    expect(again.publicJwk).toEqual(generated.publicJwk);
  });

  it('signs EdDSA tokens with kid and typ JWT, our issuer and audience, and the claims services read', async () => {
    const key = await generateSigningKey();
    const token = await signAccessToken(key, {
      userId: 'u-1',
      email: 'tamu@contoh.id',
      role: 'admin',
      sessionId: 's-1',
      ttl: 600,
      extraClaims: { aal: 'aal2' },
    });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: key.kid });
    const { payload } = await jwtVerify(token, await importJWK(key.publicJwk, 'EdDSA'), {
      issuer: accessToken.issuer,
      audience: accessToken.audience,
      algorithms: ['EdDSA'],
    });
    expect(payload).toMatchObject({
      sub: 'u-1',
      email: 'tamu@contoh.id',
      role: 'authenticated',
      app_role: 'admin',
      session_id: 's-1',
      aal: 'aal2',
    });
    expect(payload.exp! - payload.iat!).toBe(600);
  });
});
