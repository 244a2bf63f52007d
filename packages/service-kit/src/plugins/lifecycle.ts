import fp from 'fastify-plugin';
import { drainingHeader } from '@undangin/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the service began to shut down: it finishes what is in flight and takes nothing new. */
    readonly draining: boolean;
    /** Starts the drain before the port closes: answers say so (and close their connection), /ready turns 503. */
    beginDrain(): void;
  }
}

/**
 * Graceful drain: from the moment the service starts draining (`beginDrain`, or closing), every answer says
 * `Connection: close`, so its keep-alive connection ends with it and the close does not wait out the clients' idle
 * connections, and carries the draining mark, so the gateway sends nothing new here while the port is still open.
 */
export const lifecyclePlugin = fp(async (app) => {
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('beginDrain', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close').header(drainingHeader, '1');
    done(null, payload);
  });
});
