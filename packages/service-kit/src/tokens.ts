import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { accessToken, type Role } from '@undangin/contracts';

/** An Ed25519 public key as a JWK, as auth_signing_keys and the JWKS publish it. */
export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: typeof accessToken.algorithm;
  use: 'sig';
}

export interface SigningKey {
  kid: string;
  algorithm: typeof accessToken.algorithm;
  /** PKCS#8 PEM: what @fastify/jwt (fast-jwt) signs with. */
  privatePem: string;
  publicJwk: PublicJwk;
}

/** RFC 7638 thumbprint: SHA-256 of the required members (crv, kty, x for an OKP key) in this order, no spaces. */
export function jwkThumbprint(jwk: { crv: string; kty: string; x: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return createHash('sha256').update(canonical).digest('base64url');
}

function describe(privateKey: KeyObject): SigningKey {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('the signing key must be an Ed25519 key');
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  const kid = jwkThumbprint({ crv: 'Ed25519', kty: 'OKP', x: x! });
  return {
    kid,
    algorithm: accessToken.algorithm,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x: x!, kid, alg: accessToken.algorithm, use: 'sig' },
  };
}

/** A fresh Ed25519 key pair, for tests and for the first start of the local stack. */
export async function generateSigningKey(): Promise<SigningKey & { privatePem: string }> {
  return describe(generateKeyPairSync('ed25519').privateKey);
}

/** The signing key from its PKCS#8 PEM (AUTH_SIGNING_KEY in production). */
export async function signingKeyFromPem(pem: string): Promise<SigningKey> {
  return describe(createPrivateKey(pem));
}

/** A key's public half as the PEM fast-jwt verifies with, from the JWK the auth service published. */
export const publicPemOf = (jwk: object): string =>
  createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }).export({ type: 'spki', format: 'pem' }) as string;

export interface AccessTokenInput {
  userId: string;
  email?: string | null;
  role: Role;
  sessionId?: string;
  /** Seconds until the token expires. */
  ttl?: number;
  extraClaims?: Record<string, unknown>;
}

/** The claims of an access token besides iss, aud, iat and exp, which the signer adds. */
export const accessTokenClaims = (input: AccessTokenInput) => ({
  email: input.email ?? undefined,
  role: 'authenticated',
  app_role: input.role,
  session_id: input.sessionId ?? randomUUID(),
  ...input.extraClaims,
  sub: input.userId,
});

/** How every access token is signed: EdDSA, our issuer and audience (fast-jwt's option names, as @fastify/jwt takes them). */
export const accessTokenSigning = {
  algorithm: accessToken.algorithm,
  iss: accessToken.issuer,
  aud: accessToken.audience,
};

/**
 * An access token without a Fastify instance (tests, seeding): fast-jwt's signer, the one @fastify/jwt signs with.
 * The auth service signs through its @fastify/jwt (`app.signAccessToken`), with the same claims and header.
 */
export async function signAccessToken(key: SigningKey, input: AccessTokenInput): Promise<string> {
  const sign = createSigner({
    ...accessTokenSigning,
    key: key.privatePem,
    kid: key.kid,
    expiresIn: (input.ttl ?? 3600) * 1000,
  });
  return sign(accessTokenClaims(input));
}
