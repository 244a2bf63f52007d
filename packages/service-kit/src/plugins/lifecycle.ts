import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the service began to shut down: it finishes what is in flight and takes nothing new. */
    readonly draining: boolean;
  }
}

/**
 * Graceful drain: from the moment the service starts closing, every answer still in flight says `Connection: close`,
 * so its keep-alive connection ends with it and the close does not wait out the clients' idle connections.
 */
export const lifecyclePlugin = fp(async (app) => {
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
});
