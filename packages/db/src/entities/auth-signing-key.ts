import { defineEntity, p } from '@mikro-orm/core';

/** Public halves of the auth service's signing keys; every service verifies access tokens with them. */
export const AuthSigningKey = defineEntity({
  name: 'AuthSigningKey',
  tableName: 'auth_signing_keys',
  properties: {
    kid: p.string().primary(),
    algorithm: p.string(),
    publicJwk: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    retiredAt: p.datetime().nullable(),
  },
});
