import { Type } from '@sinclair/typebox';
import { ErrorBody, LogoutQuery } from '@undangin/contracts';
import { requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { endSessions } from '../../domain/sessions';

/** POST /logout?scope=global|local|others (GoTrue's default is global). */
export const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], querystring: LogoutQuery, response: { 204: Type.Null(), '4xx': ErrorBody } },
    },
    async (request, reply) => {
      const bearer = requireUser(request);
      await endSessions(request.em, bearer.id, bearer.sessionId, request.query.scope ?? 'global');
      return reply.code(204).send(null);
    },
  );
};
