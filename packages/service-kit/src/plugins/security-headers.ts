import fp from 'fastify-plugin';
import { apiSecurityHeaders } from '@undangin/contracts';

/** Every answer carries the API's security headers, unless its route set its own (the /{slug} page sets a page's). */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(apiSecurityHeaders))
      if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
});
