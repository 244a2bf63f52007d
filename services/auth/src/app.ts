import type { FastifyPluginAsync } from 'fastify';
import { authApiVersion } from '@undangin/contracts';
import type { App } from '@undangin/service-kit';
import type { AuthDeps } from './deps';
import { keyRoutes } from './routes/keys';
import { signupRoute } from './routes/signup';
import { tokenRoute } from './routes/token';
import { userRoutes } from './routes/user';
import { logoutRoute } from './routes/logout';
import { recoverRoute } from './routes/recover';
import { verifyRoutes } from './routes/verify';
import { settingsRoute } from './routes/settings';
import { devMailRoutes } from './routes/dev-mail';
import { factorRoutes } from './routes/factors';

export type { AuthDeps } from './deps';

/** The auth service's routes, under /auth/v1, in GoTrue's shape. */
export const authRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify as unknown as App;
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
    await app.register(keyRoutes);
    signupRoute(app, deps);
    tokenRoute(app, deps);
    userRoutes(app, deps);
    logoutRoute(app);
    recoverRoute(app, deps);
    verifyRoutes(app, deps);
    settingsRoute(app, deps);
    await app.register(factorRoutes(deps));
    if (deps.settings.devMail && deps.mailer.kind === 'outbox') devMailRoutes(app);
  };
