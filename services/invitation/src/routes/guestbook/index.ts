import { Type } from '@sinclair/typebox';
import {
  ErrorBody,
  GuestbookBody,
  GuestbookEntry,
  GuestbookPosted,
  isValidEmail,
  messages,
  PublicAccessQuery,
  PublicSlugParams,
} from '@undangin/contracts';
import {
  addressKey,
  badRequest,
  conditional,
  iso,
  notFound,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { requireOpen } from '../../domain/private-access';
import { addEntry, listVisibleEntries } from '../../repositories/guestbook-entries';

/**
 * 'Buku Tamu Digital': wishes kept in Postgres, newest first; entries the hosts hid, or have yet to approve (approve-first),
 * are not shown.
 */
export const guestbookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/:slug/guestbook',
    {
      schema: {
        tags: ['public'],
        params: PublicSlugParams,
        querystring: PublicAccessQuery,
        response: { 200: Type.Array(GuestbookEntry), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      // A private invitation's wishes are its guests' only, and never kept by a shared cache.
      const isPrivate = await requireOpen(request.em, request, request.params.slug, request.query.g);
      const rows = await listVisibleEntries(request.em, request.params.slug);
      const entries = rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
      if (isPrivate) return reply.header('cache-control', 'private, no-store').send(entries);
      return conditional(request, reply, entries);
    },
  );

  app.post(
    '/public/:slug/guestbook',
    {
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '10 minutes',
          keyGenerator: (request) => `${addressKey(request.ip)}:${(request.params as { slug: string }).slug}`,
        },
      },
      schema: {
        tags: ['public'],
        params: PublicSlugParams,
        querystring: PublicAccessQuery,
        body: GuestbookBody,
        response: { 201: GuestbookPosted, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      const message = request.body.message.trim();
      const email = request.body.email?.trim() || null;
      if (!name || !message) throw badRequest(messages.invitation.guestbookRequired);
      if (email && !isValidEmail(email)) throw badRequest(messages.contact.emailInvalid);
      await requireOpen(request.em, request, request.params.slug, request.query.g);
      const row = await addEntry(request.em, request.params.slug, { name, email, message });
      if (!row) throw notFound(messages.invitation.notFoundText);
      const { approved, ...entry } = row;
      return reply.code(201).send({ ...entry, created_at: iso(row.created_at), pending: !approved });
    },
  );
};
