import { ErrorBody, Me } from '@undangin/contracts';
import { requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';

/** Who the signed-in caller is, as this service sees them. */
export const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['me'],
        summary: 'Pengguna yang sedang login',
        security: [{ bearer: [] }],
        response: { 200: Me, 401: ErrorBody },
      },
    },
    async (request) => {
      const { id, email, role } = requireUser(request);
      return { id, email, role };
    },
  );
};
