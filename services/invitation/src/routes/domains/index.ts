import { DomainAskQuery, ErrorBody, domainMessages, normaliseDomain } from '@undangin/contracts';
import { AppError, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { Type } from '@sinclair/typebox';
import { fromEdge } from '../../domain/custom-domain-site';

/**
 * GET /domains/ask?domain=&edge=: the edge's on-demand TLS question (Caddy's `ask`): 200 when the domain serves an
 * invitation now, else 404, so no certificate is ever issued for a name nobody verified. Not limited per address (every
 * question comes from the edge's few addresses: a flood of made-up names must not starve real ones); each costs one
 * probe of an index, a name's answer is kept 10 s, and Caddy paces issuance itself.
 */
export const domainAskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/domains/ask',
    {
      schema: {
        tags: ['domains'],
        querystring: DomainAskQuery,
        response: { 200: Type.Object({ domain: Type.String() }), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      // Only the edge asks: with a shared secret set, anyone else learns nothing here.
      if (!fromEdge(request.query.edge)) throw new AppError(404, 'not_found', domainMessages.notFoundText);
      const domain = normaliseDomain(request.query.domain);
      const slug = domain ? await app.slugOfCustomDomain(request.em, domain) : null;
      reply.header('cache-control', 'no-store');
      if (!domain || !slug) throw new AppError(404, 'not_found', domainMessages.notFoundText);
      return { domain };
    },
  );
};
