import { timingSafeEqual } from 'node:crypto';
import { customDomainEdgeHeader, customDomainHeader, domainMessages, normaliseDomain } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { AppError } from '@undangin/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { slugOfDomain } from '../repositories/custom-domains';
import { PublicSlugCache, setBounded } from './public-slug-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** On a custom domain (the edge's header): the domain and the slug of the invitation it serves. */
    site: { domain: string; slug: string } | null;
  }
  interface FastifyInstance {
    /** Custom domains' slugs, kept briefly in this replica and dropped on `NOTIFY public_slug_changed 'domain:…'`. */
    customDomains: PublicSlugCache<string | null>;
    /** The slug `domain` serves now, through that cache (the page hook and the edge's question alike). */
    slugOfCustomDomain: (em: EntityManager, domain: string) => Promise<string | null>;
    /** Drops the domain that served `slug` (its invitation changed). */
    forgetDomainOfSlug: (slug: string) => void;
  }
}

/**
 * The secret the edge of custom domains proves itself with (CUSTOM_DOMAIN_EDGE_SECRET): with one set, a domain's mark
 * and the certificate question count only from the edge, whatever a client sends through the platform's own edge.
 */
const edgeSecret = () => (process.env.CUSTOM_DOMAIN_EDGE_SECRET ?? '').trim();

/** Whether `value` is the edge's secret (any value when none is set). */
export function fromEdge(value: unknown): boolean {
  const secret = edgeSecret();
  if (!secret) return true;
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  const known = Buffer.from(secret);
  return given.length === known.length && timingSafeEqual(given, known);
}

/** The domain the edge of custom domains served the request on, normalised; undefined on the platform's own edge. */
export function requestDomain(request: FastifyRequest): string | null | undefined {
  const header = request.headers[customDomainHeader];
  if (typeof header !== 'string' || !header || !fromEdge(request.headers[customDomainEdgeHeader])) return undefined;
  return normaliseDomain(header.replace(/:\d{1,5}$/, ''));
}

/** The page an unknown or removed domain answers: it names nothing and nobody, and is never indexed. */
export const neutralNotFoundPage = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${domainMessages.notFoundTitle}</title><style>body{margin:0;font-family:system-ui,sans-serif;background:#fafafa;color:#333}main{max-width:32rem;margin:20vh auto;padding:0 20px;text-align:center}h1{font-size:1.5rem}p{font-size:1rem}</style></head><body><main><h1>${domainMessages.notFoundTitle}</h1><p>${domainMessages.notFoundText}</p></main></body></html>`;

const sendNeutral = (reply: FastifyReply) =>
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(neutralNotFoundPage);

/**
 * Whether the route may answer on a custom domain: the invitation's page at `/`, the public API of that invitation
 * alone (RSVP, guest book, calendar, QR, views, unlock) and the service's static assets. Nothing else: no other
 * invitation, no owner route, no certificate question.
 */
function allowedOnSite(request: FastifyRequest, slug: string): boolean {
  const route = request.routeOptions.url ?? '';
  if (route === '/api/invitation/page/') return request.method === 'GET' || request.method === 'HEAD';
  if (route.startsWith('/api/invitation/assets/')) return true;
  // The host's Preview is the platform's (a signed-in owner), never a domain's.
  if (route === '/api/invitation/public/:slug/preview') return false;
  if (route.startsWith('/api/invitation/public/:slug')) return (request.params as { slug?: string }).slug === slug;
  return false;
}

/**
 * Custom domains in the invitation service: every request the edge marks with a domain is answered for that domain's
 * invitation only, or with a neutral 404 (an unknown domain, one removed or lapsed, any other path).
 */
export function serveCustomDomains(app: FastifyInstance, limit: number): void {
  // Bounded like the slugs' cache (PUBLIC_PAGE_CACHE_ENTRIES): a domain is one invitation's, and unknown names are kept
  // too, so a scan of made-up host names must not grow it.
  const cache = new PublicSlugCache<string | null>(10_000, limit);
  app.decorate('customDomains', cache);
  // Which domain serves a slug, so an edit of the invitation (a new slug, switched off) drops its domain at once.
  const domainOfSlug = new Map<string, string>();
  app.decorate('forgetDomainOfSlug', (slug: string) => {
    const domain = domainOfSlug.get(slug);
    if (domain) cache.forget(domain);
  });
  const load = async (em: EntityManager, domain: string) => {
    const slug = await slugOfDomain(em, domain);
    if (slug) setBounded(domainOfSlug, slug, domain, limit);
    return slug;
  };
  app.decorate('slugOfCustomDomain', (em: EntityManager, domain: string) => cache.get(domain, () => load(em, domain)));
  app.decorateRequest('site', null);
  app.addHook('onRequest', async (request, reply) => {
    const domain = requestDomain(request);
    if (domain === undefined) return;
    const slug = domain ? await app.slugOfCustomDomain(request.em, domain) : null;
    if (slug && allowedOnSite(request, slug)) {
      request.site = { domain: domain!, slug };
      return;
    }
    const route = request.routeOptions.url ?? '';
    if (!route || route.startsWith('/api/invitation/page/')) return sendNeutral(reply);
    throw new AppError(404, 'not_found', domainMessages.notFoundText);
  });
}
