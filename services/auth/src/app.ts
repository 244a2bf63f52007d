import type { FastifyPluginAsync } from 'fastify';
import type { SigningKey } from '@undangin/service-kit';
import { keyRoutes } from './routes/keys';

export interface AuthDeps {
  signingKey: SigningKey;
}

/** The auth service's routes, under /auth/v1. */
export const authRoutes =
  (_deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(keyRoutes);
  };
