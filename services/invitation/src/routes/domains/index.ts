import { DomainAskQuery, ErrorBody, domainMessages, normaliseDomain } from '@undangin/contracts';
import { AppError, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { Type } from '@sinclair/typebox';
import { slugOfDomain } from '../../repositories/custom-domains';

/**
 * GET /domains/ask?domain=: the edge's on-demand TLS question (Caddy's `ask`): 200 when the domain serves an
 * invitation now, else 404, so no certificate is ever issued for a name nobody verified. Rate-limited per address (the
 * edge caches what it issued, so it asks once per new name); Caddy also limits issuance itself.
 */
export const domainAskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/domains/ask',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['domains'],
        querystring: DomainAskQuery,
        response: { 200: Type.Object({ domain: Type.String() }), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const domain = normaliseDomain(request.query.domain);
      const slug = domain ? await app.customDomains.get(domain, () => slugOfDomain(request.em, domain)) : null;
      reply.header('cache-control', 'no-store');
      if (!domain || !slug) throw new AppError(404, 'not_found', domainMessages.notFoundText);
      return { domain };
    },
  );
};
