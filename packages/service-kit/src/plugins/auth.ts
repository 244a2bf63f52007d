import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessToken, errorCodes, messages, type Role } from '@undangin/contracts';
import { AuthSigningKey } from '@undangin/db';
import type { KeyObject } from 'node:crypto';
import { importJWK, jwtVerify, type CryptoKey, type JWTPayload, type JWTHeaderParameters } from 'jose';
import { forbidden, unauthenticated, AppError } from '../errors';
import { RevocationList } from '../revocations';

export interface AuthUser {
  id: string;
  email: string | null;
  role: Role;
  sessionId: string | null;
  /** aal2 once the session verified an authenticator code, aal1 after a password or a link alone. */
  aal: 'aal1' | 'aal2';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions that ended before their access tokens expired. */
    revocations: RevocationList;
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
  }
}

const reloadEveryMs = 10_000;

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

  const keys = new Map<string, CryptoKey | KeyObject | Uint8Array>();
  let loadedAt = 0;

  async function loadKeys(): Promise<void> {
    const rows = await app.orm.em.fork().find(AuthSigningKey, { retiredAt: null });
    keys.clear();
    for (const row of rows) keys.set(row.kid, await importJWK(row.publicJwk, row.algorithm));
    loadedAt = Date.now();
  }

  async function keyFor(header: JWTHeaderParameters): Promise<CryptoKey | KeyObject | Uint8Array> {
    const kid = header.kid ?? '';
    if (!keys.has(kid) && Date.now() - loadedAt > reloadEveryMs) await loadKeys();
    const key = keys.get(kid);
    if (!key) throw new AppError(401, errorCodes.invalidToken, messages.errors.invalidToken);
    return key;
  }

  async function verify(token: string): Promise<AuthUser> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keyFor, {
        issuer: accessToken.issuer,
        audience: accessToken.audience,
        algorithms: [accessToken.algorithm],
      }));
    } catch {
      throw new AppError(401, errorCodes.invalidToken, messages.errors.invalidToken);
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
      if (scheme?.toLowerCase() !== 'bearer' || !token)
        throw new AppError(401, errorCodes.invalidToken, messages.errors.invalidToken);
      request.user = await verify(token);
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
