import fp from 'fastify-plugin';
import helmet from 'helmet';
import { apiContentSecurityDirectives, baseSecurityHeaders } from '@undangin/contracts';

const permissionsPolicy = baseSecurityHeaders['permissions-policy']!;
const noop = () => {};

/**
 * Every answer carries the API's security headers (helmet's, set to the values in contracts), unless its route sets
 * its own: the /{slug} page sends a page's policy. Helmet's middleware is built once: @fastify/helmet builds it anew
 * for every request, which cost the public invitation a sixth of its throughput.
 */
export const securityHeadersPlugin = fp(async (app) => {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...apiContentSecurityDirectives } },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    referrerPolicy: { policy: 'strict-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Pages on the same site (the app, a CDN of its assets) may embed what a service answers; other sites may not.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Headers for documents in old browsers (IE's download dialog, Flash, the XSS auditor, DNS prefetch of links):
    // an API answer is never one of those, and every byte counts on the guest page's hot path.
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    originAgentCluster: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, noop);
    // Helmet has no Permissions-Policy header.
    reply.header('permissions-policy', permissionsPolicy);
    done();
  });
});
