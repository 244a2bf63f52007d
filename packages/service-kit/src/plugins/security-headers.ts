import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { apiContentSecurityDirectives, baseSecurityHeaders } from '@undangin/contracts';

const permissionsPolicy = baseSecurityHeaders['permissions-policy']!;

/**
 * Every answer carries the API's security headers (helmet's, set to the values in contracts), unless its route sets
 * its own: the /{slug} page sends a page's policy.
 */
export const securityHeadersPlugin = fp(async (app) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...apiContentSecurityDirectives } },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    referrerPolicy: { policy: 'strict-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Pages on the same site (the app, a CDN of its assets) may embed what a service answers; other sites may not.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Helmet has no Permissions-Policy header.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
});
