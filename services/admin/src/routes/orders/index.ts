import { AdminOrderPage, AdminOrderQuery, ErrorBody } from '@undangin/contracts';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { listOrders } from '../../repositories/orders';

/** Every order of the platform, for the admin: read only (payments and refunds are the billing service's). */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Daftar pesanan',
        security: [{ bearer: [] }],
        querystring: AdminOrderQuery,
        response: { 200: AdminOrderPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listOrders(request.em, request.query),
  );
};
