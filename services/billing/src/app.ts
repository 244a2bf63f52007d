import type { FastifyPluginAsync } from 'fastify';

/** The billing service's routes, under /api/billing: checkout, the gateway's notifications, orders, subscriptions. */
export const billingRoutes: FastifyPluginAsync = async () => {};
