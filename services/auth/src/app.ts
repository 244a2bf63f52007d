import type { FastifyPluginAsync } from 'fastify';
import { authApiVersion } from '@undangin/contracts';
import type { App } from '@undangin/service-kit';
import type { AuthDeps, RouteDeps } from './deps';
import { devMailRoutes } from './routes/dev-mail';
import { factorRoutes } from './routes/factors';
import { keyRoutes } from './routes/keys';
import { logoutRoutes } from './routes/logout';
import { recoverRoutes } from './routes/recover';
import { settingsRoutes } from './routes/settings';
import { signupRoutes } from './routes/signup';
import { tokenRoutes } from './routes/token';
import { userRoutes } from './routes/user';
import { verifyRoutes } from './routes/verify';

export type { AuthDeps } from './deps';

/** The auth service's routes, under /auth/v1, in GoTrue's shape. */
export const authRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify as unknown as App;
    const routeDeps: RouteDeps = { ...deps, signAccessToken: (input) => app.signAccessToken(deps.signingKey, input) };
    // Tells GoTrue clients to read the error code from `code` (their API version 2024-01-01).
    app.addHook('onSend', async (_request, reply) => {
      reply.header(authApiVersion.header, authApiVersion.value);
    });
    // GoTrue clients post some calls (logout) with a JSON content type and no body.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      if (!body) return done(null, {});
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
      }
    });
    app.decorate('authDeps', routeDeps);
    // Registered after the hook, the parser and the deps above, so every route plugin inherits them.
    await app.register(keyRoutes);
    await app.register(signupRoutes);
    await app.register(tokenRoutes);
    await app.register(userRoutes);
    await app.register(logoutRoutes);
    await app.register(recoverRoutes);
    await app.register(verifyRoutes);
    await app.register(settingsRoutes);
    await app.register(factorRoutes);
    if (deps.settings.devMail && deps.mailer.kind === 'outbox') await app.register(devMailRoutes);
  };
