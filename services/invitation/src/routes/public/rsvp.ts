import { Type } from '@sinclair/typebox';
import { ErrorBody, GuestLookupQuery, GuestView, messages, normalizeWhatsapp, RsvpBody } from '@undangin/contracts';
import { limitsOf, listedGuests } from '@undangin/db';
import { AppError, badRequest, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';

const SlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }) });
const clean = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const perVisitor = (max: number) => ({
  rateLimit: { max, timeWindow: '10 minutes', keyGenerator: (request: { ip: string; params: unknown }) => `${request.ip}:${(request.params as { slug: string }).slug}` },
});

// The key that lets a browser read and change its own answer: derived from the guest's secret code, so holding it
// proves an earlier answer (or the personal link) without handing out the code, which is the guest's check-in ticket.
const answerKey = `encode(sha256(convert_to(g.code || ':rsvp', 'UTF8')), 'hex')`;
const holdsKey = `(g.code = ? or ${answerKey} = ?)`;

type Answer = { name: string; status: 'pending' | 'confirmed' | 'declined'; guest_count: number; key: string };

/**
 * The guest side of RSVP. Anyone may answer for a name that has not answered yet (the spec's flow: a guest types
 * their name); an answer already given is shown and changed only with the personal link's code or the key the
 * answering browser received, so a stranger who knows a name can neither read nor overwrite it.
 */
export const rsvpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/:slug/guest',
    {
      config: perVisitor(60),
      schema: {
        tags: ['public'],
        summary: 'Jawaban RSVP tamu ini (dengan kode link pribadi atau kunci jawaban)',
        params: SlugParams,
        querystring: GuestLookupQuery,
        response: { 200: Type.Object({ guest: Type.Union([GuestView, Type.Null()]) }), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const key = request.query.key?.trim() ?? '';
      const rows = await request.em.execute<Array<Partial<Answer>>>(
        `select g.name, g.status, g.guest_count, ${answerKey} as key from invitations i
         left join guests g on g.invitation_id = i.id and lower(btrim(g.name)) = lower(btrim(?)) and ?::text <> '' and ${holdsKey}
         where i.slug = ? and i.is_active`,
        [request.query.name, key, key, key, request.params.slug],
      );
      if (!rows.length) throw notFound(messages.invitation.notFoundText);
      const row = rows[0]!;
      return { guest: row.name ? (row as Answer) : null };
    },
  );

  app.post(
    '/public/:slug/rsvp',
    {
      config: perVisitor(20),
      schema: { tags: ['public'], summary: 'Konfirmasi kehadiran', params: SlugParams, body: RsvpBody, response: { 200: GuestView, '4xx': ErrorBody } },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (!name) throw badRequest(messages.invitation.rsvpNameRequired, [{ field: 'name', message: messages.invitation.rsvpNameRequired }]);
      const phone = clean(request.body.phone);
      const key = request.body.key?.trim() ?? '';
      const answer = await request.em.transactional(async (tx) => {
        const [invitation] = await tx.execute<Array<{ id: string; user_id: string }>>(`select id, user_id from invitations where slug = ? and is_active`, [request.params.slug]);
        if (!invitation) throw notFound(messages.invitation.notFoundText);
        // The same lock the host's own adds and imports take: the plan's guest limit holds for all of them together.
        await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`guests:${invitation.id}`]);
        const [known] = await tx.execute(`select 1 from guests where invitation_id = ? and lower(btrim(name)) = lower(btrim(?))`, [invitation.id, name]);
        if (!known) {
          const { maxGuestsPerInvitation: limit } = await limitsOf(tx, invitation.user_id);
          if (limit !== -1 && (await listedGuests(tx, invitation.id)) >= limit) throw new AppError(403, 'guest_list_full', messages.invitation.guestListFull);
        }
        // A new name is inserted, a known one updated while it has not answered yet (or the caller holds its key).
        const [row] = await tx.execute<Answer[]>(
          `insert into guests as g (invitation_id, name, phone, status, guest_count, dietary_requirements, message, rsvp_date, source)
           values (?, ?, ?, ?, ?, ?, ?, now(), 'rsvp')
           on conflict (invitation_id, lower(btrim(name))) do update set
             phone = coalesce(g.phone, excluded.phone), status = excluded.status, guest_count = excluded.guest_count,
             dietary_requirements = excluded.dietary_requirements, message = excluded.message, rsvp_date = excluded.rsvp_date, updated_at = now()
           where g.status = 'pending' or (?::text <> '' and ${holdsKey})
           returning g.name, g.status, g.guest_count, ${answerKey} as key`,
          [
            invitation.id,
            name,
            phone ? normalizeWhatsapp(phone) : null,
            request.body.status,
            request.body.guest_count,
            clean(request.body.dietary_requirements),
            clean(request.body.message),
            key,
            key,
            key,
          ],
        );
        return row ?? null;
      });
      reply.header('cache-control', 'no-store');
      if (!answer) throw new AppError(409, 'rsvp_locked', messages.invitation.rsvpLocked);
      return answer;
    },
  );
};
