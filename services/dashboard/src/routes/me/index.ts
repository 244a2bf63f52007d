import { Me } from '@undangin/contracts';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { ErrorBody } from '@undangin/contracts';

/** Who the signed-in caller is, as this service sees them. */
export const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: { tags: ['me'], summary: 'Pengguna yang sedang login', security: [{ bearer: [] }], response: { 200: Me, 401: ErrorBody } },
    },
    async (request) => {
      const user = request.user!;
      return { id: user.id, email: user.email, role: user.role };
    },
  );
};
