import { AuditPage, AuditQuery, ErrorBody } from '@undangin/contracts';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { listAudit } from '../../repositories/audit';

/** The audit log of admin writes: paged, filtered by action, entity and actor. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'Log audit admin',
        security: [{ bearer: [] }],
        querystring: AuditQuery,
        response: { 200: AuditPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listAudit(request.em, request.query),
  );
};
