import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyJwt, { type TokenOrHeader } from '@fastify/jwt';
import { accessToken, errorCodes, messages, type Role } from '@undangin/contracts';
import { AuthSigningKey } from '@undangin/db';
import { forbidden, unauthenticated, AppError } from '../errors';
import { RevocationList } from '../revocations';
import { accessTokenClaims, accessTokenSigning, publicPemOf, type AccessTokenInput, type SigningKey } from '../tokens';

export interface AuthUser {
  id: string;
  email: string | null;
  role: Role;
  sessionId: string | null;
  /** aal2 once the session verified an authenticator code, aal1 after a password or a link alone. */
  aal: 'aal1' | 'aal2';
}

/** The claims of a verified access token, as the auth service signs them. */
export interface AccessClaims {
  sub?: string;
  email?: string;
  app_role?: string;
  session_id?: string;
  aal?: string;
  [claim: string]: unknown;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    // @fastify/jwt writes to `jwtPayload` (decoratorName): `request.user` stays ours, typed as below.
    user: AuthUser | null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions that ended before their access tokens expired. */
    revocations: RevocationList;
    /** An access token signed with `key` through @fastify/jwt: EdDSA, header kid and typ JWT (the auth service's). */
    signAccessToken: (key: SigningKey, input: AccessTokenInput) => string;
    /** preHandler: the request must carry a valid access token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a valid access token whose role is one of `roles`. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The verified bearer, or null when the request carries no (valid) token. */
    user: AuthUser | null;
    /** Why the token the request carries was refused; raised only by routes that need a bearer. */
    authError: AppError | null;
    /** The verified token's claims (@fastify/jwt's decorator), or null. */
    jwtPayload: AccessClaims | null;
  }
}

const reloadEveryMs = 10_000;

const invalidToken = () => new AppError(401, errorCodes.invalidToken, messages.errors.invalidToken);

const accessGuard = Symbol('access guard');
type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [accessGuard]?: true };
const asAccessGuard = (guard: Guard): Guard => Object.assign(guard, { [accessGuard]: true as const });

/**
 * Runs a route's access guards (authenticate, requireRole) before its input is validated, wherever the route put
 * them: a client without the right token learns nothing of what the route would accept, and sends no upload for nothing.
 */
export function guardsFirst(route: { preHandler?: unknown; preValidation?: unknown }): void {
  const handlers = [route.preHandler ?? []].flat() as Guard[];
  const guards = handlers.filter((handler) => handler[accessGuard]);
  if (!guards.length) return;
  route.preHandler = handlers.filter((handler) => !handler[accessGuard]);
  route.preValidation = [...guards, ...([route.preValidation ?? []].flat() as Guard[])];
}

export interface AuthPluginOptions {
  databaseUrl: string;
  /** Seconds between catch-up reads of ended sessions (notifications make it immediate when they arrive). */
  revocationPollSeconds: number;
  /** How long an ended session is remembered: at least the longest access-token lifetime. */
  revocationWindowSeconds: number;
  /** The refusal of an ended session's token: GoTrue's own (403 session_not_found) for the auth API, else a 401. */
  sessionEnded: () => AppError;
}

/**
 * Verifies access tokens with the public keys the auth service publishes in auth_signing_keys
 * (read from the shared database, so no service calls another on a request's path).
 */
export const authPlugin = fp<AuthPluginOptions>(async (app, options) => {
  const revocations = new RevocationList(app.orm, {
    url: options.databaseUrl,
    pollSeconds: options.revocationPollSeconds,
    windowSeconds: options.revocationWindowSeconds,
    onError: (error) => app.log.warn({ err: error }, 'session revocation feed'),
  });
  await revocations.start();
  app.addHook('onClose', () => revocations.close());
  app.decorate('revocations', revocations);

  // Public keys by kid, as PEM (fast-jwt keeps one verifier per key); an unknown kid rereads the table at most every 10 s.
  let keys = new Map<string, string>();
  let loadedAt = 0;
  let loading: Promise<void> | null = null;

  async function loadKeys(): Promise<void> {
    const rows = await app.orm.em.fork().find(AuthSigningKey, { retiredAt: null });
    keys = new Map(rows.map((row) => [row.kid, publicPemOf(row.publicJwk)]));
    loadedAt = Date.now();
  }

  async function keyFor(kid: string | undefined): Promise<string> {
    if (!keys.has(kid ?? '') && Date.now() - loadedAt > reloadEveryMs) {
      loading ??= loadKeys().finally(() => {
        loading = null;
      });
      await loading;
    }
    const key = keys.get(kid ?? '');
    if (!key) throw invalidToken();
    return key;
  }

  await app.register(fastifyJwt, {
    secret: {
      public: async (_request: FastifyRequest, token: TokenOrHeader) =>
        keyFor('header' in token ? token.header.kid : undefined),
      // No service holds a default private key: the auth service passes its own to each signature.
      private: async () => {
        throw new Error('access tokens are signed with app.signAccessToken(key, input)');
      },
    },
    // The header (kid) reaches the key lookup.
    decode: { complete: true },
    sign: accessTokenSigning,
    verify: {
      algorithms: [accessToken.algorithm],
      allowedIss: accessToken.issuer,
      allowedAud: accessToken.audience,
      // fast-jwt checks iss and aud only when present: a token without them is refused, as before.
      requiredClaims: ['iss', 'aud'],
      // The onRequest hook below has read the scheme already.
      extractToken: (request) => request.headers.authorization?.split(' ')[1],
    },
    decoratorName: 'jwtPayload',
  });

  app.decorate('signAccessToken', (key: SigningKey, input: AccessTokenInput): string =>
    app.jwt.sign(accessTokenClaims(input), { key: key.privatePem, kid: key.kid, expiresIn: input.ttl ?? 3600 }),
  );

  async function verify(request: FastifyRequest): Promise<AuthUser> {
    let payload: AccessClaims;
    try {
      payload = await request.jwtVerify<AccessClaims>();
    } catch {
      throw invalidToken();
    }
    // A signed-out, reset or revoked session's tokens die with it, not at their expiry.
    if (typeof payload.session_id === 'string' && revocations.has(payload.session_id)) {
      throw options.sessionEnded();
    }
    const role = payload.app_role === 'admin' ? 'admin' : 'user';
    return {
      id: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : null,
      role,
      sessionId: typeof payload.session_id === 'string' ? payload.session_id : null,
      aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
    };
  }

  app.decorateRequest('user', null);
  app.decorateRequest('authError', null);
  // A bad token fails only the routes that need a bearer: public routes (and clients that always send an
  // API key as a bearer) go on as anonymous.
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, token] = header.split(' ');
    try {
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw invalidToken();
      request.user = await verify(request);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      request.authError = err;
    }
  });

  const requireBearer = (request: FastifyRequest): AuthUser => {
    if (request.authError) throw request.authError;
    if (!request.user) throw unauthenticated();
    return request.user;
  };
  app.decorate(
    'authenticate',
    asAccessGuard(async (request: FastifyRequest) => {
      requireBearer(request);
    }),
  );
  app.decorate('requireRole', (...roles: Role[]) =>
    asAccessGuard(async (request: FastifyRequest) => {
      requireBearer(request);
      if (!request.user) throw unauthenticated();
      if (!roles.includes(request.user.role)) throw forbidden();
    }),
  );
});

/** The verified bearer of a route behind `authenticate` or `requireRole` (which ran before the handler). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
