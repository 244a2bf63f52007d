import type { FastifyPluginAsync } from 'fastify';

/** The invitation service's routes, under /api/invitation. Public invitations, RSVP and guest book come next. */
export const invitationRoutes: FastifyPluginAsync = async () => {};
