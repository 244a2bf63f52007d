import fp from 'fastify-plugin';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { ormConfig } from '@undangin/db';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
  }
  interface FastifyRequest {
    /** This request's own EntityManager (a fork), valid until the response is sent. */
    em: EntityManager;
  }
}

export interface OrmPluginOptions {
  url: string;
  role: string | null;
  poolMax: number;
}

const forked = Symbol('em');
type WithOwnEm = FastifyRequest & { [forked]?: EntityManager };

/**
 * MikroORM with one forked EntityManager per request, made when the request first asks for it: a route that never
 * touches the database (a kept answer, a health check) pays nothing for it. Closed when the app closes.
 */
export const ormPlugin = fp<OrmPluginOptions>(async (app, { url, role, poolMax }) => {
  const orm = await MikroORM.init(ormConfig({ url, role, poolMax }));
  app.decorate('orm', orm);
  app.decorateRequest('em', {
    getter(this: WithOwnEm) {
      return (this[forked] ??= orm.em.fork());
    },
  });
  app.addHook('onClose', async () => orm.close());
});
