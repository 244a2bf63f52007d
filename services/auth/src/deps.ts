import type { AccessTokenInput, SigningKey } from '@undangin/service-kit';
import type { Mailer } from '@undangin/service-kit/mail';
import type { AuthSettings } from './settings';

/** What the auth routes are built with; tests pass their own. */
export interface AuthDeps {
  signingKey: SigningKey;
  settings: AuthSettings;
  mailer: Mailer;
}

/** What the routes are built with: the deps, and access tokens signed with `signingKey` through @fastify/jwt. */
export interface RouteDeps extends AuthDeps {
  signAccessToken: (input: AccessTokenInput) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth routes' dependencies, registered once on the app (authRoutes): every route plugin has one shape. */
    authDeps: RouteDeps;
  }
}
