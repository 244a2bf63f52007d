import { createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import {
  SignJWT,
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  type CryptoKey,
  type JWK,
} from 'jose';
import { accessToken, type Role } from '@undangin/contracts';

type PrivateKey = CryptoKey | KeyObject;

export interface SigningKey {
  kid: string;
  algorithm: string;
  privateKey: PrivateKey;
  publicJwk: JWK;
}

async function describe(privateKey: PrivateKey, publicKey: CryptoKey | KeyObject): Promise<SigningKey> {
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    algorithm: accessToken.algorithm,
    privateKey,
    publicJwk: { ...publicJwk, kid, alg: accessToken.algorithm, use: 'sig' },
  };
}

/** A fresh Ed25519 key pair, for tests and for the first start of the local stack. */
export async function generateSigningKey(): Promise<SigningKey & { privatePem: string }> {
  const { privateKey, publicKey } = await generateKeyPair(accessToken.algorithm, { crv: 'Ed25519', extractable: true });
  return { ...(await describe(privateKey, publicKey)), privatePem: await exportPKCS8(privateKey) };
}

/** The signing key from its PKCS#8 PEM (AUTH_SIGNING_KEY in production). */
export async function signingKeyFromPem(pem: string): Promise<SigningKey> {
  const privateKey = await importPKCS8(pem, accessToken.algorithm, { extractable: true });
  const publicKey = createPublicKey(createPrivateKey(pem));
  return describe(privateKey, publicKey);
}

export interface AccessTokenInput {
  userId: string;
  email?: string | null;
  role: Role;
  sessionId?: string;
  /** Seconds until the token expires. */
  ttl?: number;
  extraClaims?: Record<string, unknown>;
}

export async function signAccessToken(key: SigningKey, input: AccessTokenInput): Promise<string> {
  return new SignJWT({
    email: input.email ?? undefined,
    role: 'authenticated',
    app_role: input.role,
    session_id: input.sessionId ?? randomUUID(),
    ...input.extraClaims,
  })
    .setProtectedHeader({ alg: key.algorithm, kid: key.kid, typ: 'JWT' })
    .setSubject(input.userId)
    .setIssuer(accessToken.issuer)
    .setAudience(accessToken.audience)
    .setIssuedAt()
    .setExpirationTime(`${input.ttl ?? 3600}s`)
    .sign(key.privateKey);
}
