import { Type } from '@sinclair/typebox';
import { ErrorBody, GuestLookupQuery, GuestView, messages, normalizeGuestName, normalizeWhatsapp, RsvpBody } from '@undangin/contracts';
import { unlistedAnswerLimits, unlistedAnswers, type EntityManager } from '@undangin/db';
import { AppError, badRequest, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';

const SlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }) });
const clean = (value: string | undefined) => (value?.trim() ? value.trim() : null);
// Per address and invitation, set high enough for guests behind one carrier-grade NAT or the venue's Wi-Fi.
const perAddress = (max: number) => ({
  rateLimit: { max, timeWindow: '10 minutes', keyGenerator: (request: { ip: string; params: unknown }) => `${request.ip}:${(request.params as { slug: string }).slug}` },
});

// The key that lets a browser read and change its own answer. It is derived from the guest's secret code and the
// time of the last answer, so it proves that answer without handing out the code (the guest's check-in ticket),
// and it changes with every answer: whoever answers with the personal link's code ends every earlier key.
const answerKey = `encode(sha256(convert_to(g.code || ':rsvp:' || coalesce(extract(epoch from g.rsvp_date)::text, ''), 'UTF8')), 'hex')`;

type Answer = { name: string; status: 'pending' | 'confirmed' | 'declined'; guest_count: number; key: string };

/** The guest a personal link's code names, whatever name was typed (the host may have corrected it since). */
async function guestByCode(em: EntityManager, invitationId: string, code: string): Promise<{ id: string } | null> {
  if (!/^[a-f0-9]{32}$/.test(code)) return null;
  const [row] = await em.execute<Array<{ id: string }>>(`select id from guests where invitation_id = ? and code = ?`, [invitationId, code]);
  return row ?? null;
}

/**
 * Room for one more answer from a name not on the host's list. Such answers wait for the host's approval and take
 * no place of the plan, so strangers cannot fill it; the ceilings keep them from burying the list.
 */
async function admitUnlistedAnswer(em: EntityManager, invitationId: string, reply: { header(name: string, value: string): unknown }): Promise<void> {
  const answers = await unlistedAnswers(em, invitationId);
  if (answers.waiting >= unlistedAnswerLimits.waiting) throw new AppError(403, 'guest_list_full', messages.invitation.guestListFull);
  if (answers.lastHour >= unlistedAnswerLimits.perHour) {
    reply.header('retry-after', String(answers.retryAfterSeconds));
    throw new AppError(429, 'too_many_new_guests', messages.guests.tooManyNewNames);
  }
}

/**
 * The guest side of RSVP. Anyone may answer for a name that has not answered yet (the spec's flow: a guest types
 * their name); an answer already given is shown and changed only with the personal link's code or the latest key
 * the answering browser received, so a stranger who knows a name can neither read nor overwrite it. A guest's phone
 * number on the list is written only by the code's holder: nobody plants a number the host would then message.
 */
export const rsvpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/:slug/guest',
    {
      config: perAddress(120),
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
      const name = normalizeGuestName(request.query.name);
      const rows = await request.em.execute<Array<Partial<Answer>>>(
        `select g.name, g.status, g.guest_count, ${answerKey} as key from invitations i
         left join guests g on g.invitation_id = i.id and ?::text <> ''
           and (g.code = ? or (lower(btrim(g.name)) = lower(btrim(?)) and ${answerKey} = ?))
         where i.slug = ? and i.is_active`,
        [key, key, name, key, request.params.slug],
      );
      if (!rows.length) throw notFound(messages.invitation.notFoundText);
      const row = rows[0]!;
      return { guest: row.name ? (row as Answer) : null };
    },
  );

  app.post(
    '/public/:slug/rsvp',
    {
      config: perAddress(60),
      schema: { tags: ['public'], summary: 'Konfirmasi kehadiran', params: SlugParams, body: RsvpBody, response: { 200: GuestView, '4xx': ErrorBody } },
    },
    async (request, reply) => {
      // The name as the list stores it: a look-alike of a listed name (a no-break space, full-width letters) is that guest.
      const name = normalizeGuestName(request.body.name);
      if (!name) throw badRequest(messages.invitation.rsvpNameRequired, [{ field: 'name', message: messages.invitation.rsvpNameRequired }]);
      if (name.length > 100) throw badRequest(messages.guests.nameTooLong, [{ field: 'name', message: messages.guests.nameTooLong }]);
      const phone = clean(request.body.phone);
      const key = request.body.key?.trim() ?? '';
      const answer = [
        request.body.status,
        request.body.guest_count,
        clean(request.body.dietary_requirements),
        clean(request.body.message),
      ] as const;
      const row = await request.em.transactional(async (tx) => {
        const [invitation] = await tx.execute<Array<{ id: string }>>(`select id from invitations where slug = ? and is_active`, [request.params.slug]);
        if (!invitation) throw notFound(messages.invitation.notFoundText);
        // The personal link's code answers for its guest, by id.
        const coded = await guestByCode(tx, invitation.id, key);
        if (coded) {
          const [updated] = await tx.execute<Answer[]>(
            `update guests g set status = ?, guest_count = ?, dietary_requirements = ?, message = ?, rsvp_date = now(),
               phone = coalesce(g.phone, ?), updated_at = now()
             where g.id = ? returning g.name, g.status, g.guest_count, ${answerKey} as key`,
            [...answer, phone ? normalizeWhatsapp(phone) : null, coded.id],
          );
          return updated ?? null;
        }
        // The same lock the host's own adds, imports and approvals take: the ceilings hold under concurrent answers.
        await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`guests:${invitation.id}`]);
        const [known] = await tx.execute(`select 1 from guests where invitation_id = ? and lower(btrim(name)) = lower(btrim(?))`, [invitation.id, name]);
        if (!known) await admitUnlistedAnswer(tx, invitation.id, reply);
        // A new name is inserted (with the number given), waiting for the host's approval; a known one is updated while
        // it has not answered yet, or by the holder of its latest key, and never has its number changed here.
        const [upserted] = await tx.execute<Answer[]>(
          `insert into guests as g (invitation_id, name, phone, status, guest_count, dietary_requirements, message, rsvp_date, source)
           values (?, ?, ?, ?, ?, ?, ?, now(), 'rsvp')
           on conflict (invitation_id, lower(btrim(name))) do update set
             status = excluded.status, guest_count = excluded.guest_count, dietary_requirements = excluded.dietary_requirements,
             message = excluded.message, rsvp_date = excluded.rsvp_date, updated_at = now()
           where g.status = 'pending' or (?::text <> '' and ${answerKey} = ?)
           returning g.name, g.status, g.guest_count, ${answerKey} as key`,
          [invitation.id, name, phone ? normalizeWhatsapp(phone) : null, ...answer, key, key],
        );
        return upserted ?? null;
      });
      reply.header('cache-control', 'no-store');
      if (!row) throw new AppError(409, 'rsvp_locked', messages.invitation.rsvpLocked);
      return row;
    },
  );
};
