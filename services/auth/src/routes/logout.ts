import { Type } from '@sinclair/typebox';
import { ErrorBody, LogoutQuery } from '@undangin/contracts';
import type { App } from '@undangin/service-kit';
import { endSessions } from '../domain/sessions';

/** POST /logout?scope=global|local|others (GoTrue's default is global). */
export function logoutRoute(app: App): void {
  app.post(
    '/logout',
    { preHandler: app.authenticate, schema: { tags: ['auth'], querystring: LogoutQuery, response: { 204: Type.Null(), '4xx': ErrorBody } } },
    async (request, reply) => {
      const bearer = request.user!;
      await endSessions(request.em, bearer.id, bearer.sessionId, request.query.scope ?? 'global');
      return reply.code(204).send(null);
    },
  );
}
