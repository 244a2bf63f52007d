import { Type } from '@sinclair/typebox';
import { ErrorBody, GuestView, messages, normalizeWhatsapp, RsvpBody } from '@undangin/contracts';
import { badRequest, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';

const SlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }) });
const clean = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The guest side of RSVP: look a guest up by name, and answer (known guest updated, new name added). */
export const rsvpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/:slug/guest',
    {
      schema: {
        tags: ['public'],
        summary: 'Status RSVP tamu berdasarkan nama',
        params: SlugParams,
        querystring: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Object({ guest: Type.Union([GuestView, Type.Null()]) }), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const rows = await request.em.execute<Array<{ name: string; status: 'pending' | 'confirmed' | 'declined'; guest_count: number; active: boolean }>>(
        `select g.name, g.status, g.guest_count, true as active from invitations i
         left join guests g on g.invitation_id = i.id and lower(btrim(g.name)) = lower(btrim(?))
         where i.slug = ? and i.is_active`,
        [request.query.name, request.params.slug],
      );
      if (!rows.length) throw notFound(messages.invitation.notFoundText);
      const row = rows[0]!;
      return { guest: row.name ? { name: row.name, status: row.status, guest_count: row.guest_count } : null };
    },
  );

  app.post(
    '/public/:slug/rsvp',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: (request) => `${request.ip}:${(request.params as { slug: string }).slug}` } },
      schema: { tags: ['public'], summary: 'Konfirmasi kehadiran', params: SlugParams, body: RsvpBody, response: { 200: GuestView, '4xx': ErrorBody } },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (!name) throw badRequest(messages.invitation.rsvpNameRequired, [{ field: 'name', message: messages.invitation.rsvpNameRequired }]);
      const phone = clean(request.body.phone);
      const values = [
        phone ? normalizeWhatsapp(phone) : null,
        request.body.status,
        request.body.guest_count,
        clean(request.body.dietary_requirements),
        clean(request.body.message),
      ];
      // One statement, atomic: a known name is updated, a new one inserted; a retry lands on the same row.
      const rows = await request.em.execute<Array<{ name: string; status: 'confirmed' | 'declined'; guest_count: number }>>(
        `insert into guests (invitation_id, name, phone, status, guest_count, dietary_requirements, message, rsvp_date, source)
         select i.id, ?, ?, ?, ?, ?, ?, now(), 'rsvp' from invitations i where i.slug = ? and i.is_active
         on conflict (invitation_id, lower(btrim(name))) do update set
           phone = coalesce(guests.phone, excluded.phone), status = excluded.status, guest_count = excluded.guest_count,
           dietary_requirements = excluded.dietary_requirements, message = excluded.message, rsvp_date = excluded.rsvp_date, updated_at = now()
         returning name, status, guest_count`,
        [name, ...values, request.params.slug],
      );
      if (!rows.length) throw notFound(messages.invitation.notFoundText);
      reply.header('cache-control', 'no-store');
      return rows[0]!;
    },
  );
};

