import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { apiContentSecurityDirectives, baseSecurityHeaders } from '@undangin/contracts';

const permissionsPolicy = baseSecurityHeaders['permissions-policy']!;
const noop = () => {};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own security headers in place of the API's (the /{slug} page sends a page's policy). */
    securityHeaders?: Readonly<Record<string, string>>;
  }
}

/**
 * Every answer carries the API's security headers (helmet's, set to the values in contracts), or its route's own
 * (`config.securityHeaders`: the /{slug} page sends a page's policy), its errors included; one set per answer.
 * Helmet runs once, at start: its middleware on every request (and @fastify/helmet's, built anew per request) cost
 * the guest's hot path a large share of its throughput.
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
  // Helmet's answer, read once: the same headers set in one step on every answer instead of by its middleware.
  const apiHeaders: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (apiHeaders[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete apiHeaders[name.toLowerCase()],
  };
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, noop);
  // Helmet has no Permissions-Policy header.
  apiHeaders['permissions-policy'] = permissionsPolicy;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders ?? apiHeaders);
    done();
  });
});
