import fp from 'fastify-plugin';
import { MikroORM, RequestContext, type EntityManager } from '@mikro-orm/postgresql';
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

/** MikroORM with one forked EntityManager per request; closed when the app closes. */
export const ormPlugin = fp<OrmPluginOptions>(async (app, { url, role, poolMax }) => {
  const orm = await MikroORM.init(ormConfig({ url, role, poolMax }));
  app.decorate('orm', orm);
  app.decorateRequest('em', null as unknown as EntityManager);
  app.addHook('onRequest', (request, _reply, done) => {
    RequestContext.create(orm.em, () => {
      request.em = RequestContext.getEntityManager() as EntityManager;
      done();
    });
  });
  app.addHook('onClose', async () => orm.close());
});
