import { limitsOf, listedGuests } from '@undangin/db';
import { Type } from '@sinclair/typebox';
import { ErrorBody, Guest, GuestBody, GuestPage, GuestQuery, messages } from '@undangin/contracts';
import { AppError, badRequest, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { cleanGuest, guestColumns, guestPage, guestStats, notYours, ownedInvitation, toGuest, type GuestRow } from '../../domain/guests';
import { bulkRoutes } from './bulk';
import { importRoutes } from './import';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });
const GuestParams = Type.Object({ id: Type.String({ format: 'uuid' }), guestId: Type.String({ format: 'uuid' }) });
const duplicateName = () => new AppError(409, 'duplicate_guest', messages.guests.duplicateName);
const unique = (err: unknown) => (err as { code?: string }).code === '23505' || /unique|duplicate/i.test(String((err as Error).message));

/** The host's guest list of one invitation: paged search, add, edit, delete, marked as sent, the message template. */
export const guestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);

  app.get('/invitations/:id/guests', { schema: { tags: ['guests'], params: Params, querystring: GuestQuery, response: { 200: GuestPage, '4xx': ErrorBody } } }, async (request) => {
    const userId = request.user!.id;
    if (!(await ownedInvitation(request.em, userId, request.params.id))) throw notYours();
    const page = request.query.page ?? 1;
    const perPage = request.query.per_page ?? 50;
    const [{ items, total }, limits] = await Promise.all([
      guestPage(request.em, request.params.id, { page, perPage, q: request.query.q, filter: request.query.filter, group: request.query.group }),
      limitsOf(request.em, userId),
    ]);
    return { items, total, page, per_page: perPage, stats: await guestStats(request.em, request.params.id, limits.maxGuestsPerInvitation) };
  });

  app.post('/invitations/:id/guests', { schema: { tags: ['guests'], params: Params, body: GuestBody, response: { 201: Guest, '4xx': ErrorBody } } }, async (request, reply) => {
    const userId = request.user!.id;
    const cleaned = cleanGuest(request.body);
    if ('error' in cleaned) throw badRequest(cleaned.error);
    try {
      const row = await request.em.transactional(async (tx) => {
        if (!(await ownedInvitation(tx, userId, request.params.id))) throw notYours();
        // One writer at a time per invitation, so the plan's guest limit holds under concurrent adds and imports.
        await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`guests:${request.params.id.toLowerCase()}`]);
        const { maxGuestsPerInvitation: limit } = await limitsOf(tx, userId);
        const listed = await listedGuests(tx, request.params.id);
        if (limit !== -1 && listed >= limit) throw new AppError(403, 'plan_limit', `Paket Anda maksimal ${limit} tamu per undangan. Upgrade paket untuk menambah tamu.`);
        const [inserted] = await tx.execute<GuestRow[]>(
          `insert into guests as g (invitation_id, name, phone, group_name, seats, guest_count, dietary_requirements, message)
           values (?, ?, ?, ?, ?, ?, ?, ?) returning ${guestColumns}`,
          [request.params.id, cleaned.name, cleaned.phone, cleaned.group_name, cleaned.seats, request.body.guest_count ?? 1,
            request.body.dietary_requirements?.trim() || null, request.body.message?.trim() || null],
        );
        return inserted!;
      });
      return reply.code(201).send(toGuest(row));
    } catch (err) {
      if (unique(err)) throw duplicateName();
      throw err;
    }
  });

  app.put('/invitations/:id/guests/:guestId', { schema: { tags: ['guests'], params: GuestParams, body: GuestBody, response: { 200: Guest, '4xx': ErrorBody } } }, async (request) => {
    const cleaned = cleanGuest(request.body, { phoneRequired: false });
    if ('error' in cleaned) throw badRequest(cleaned.error);
    try {
      const [row] = await request.em.execute<GuestRow[]>(
        `update guests g set name = ?, phone = ?, group_name = ?, seats = ?, guest_count = coalesce(?, g.guest_count), dietary_requirements = ?, message = ?,
           updated_at = now()
         from invitations i where g.id = ? and g.invitation_id = i.id and i.id = ? and i.user_id = ? returning ${guestColumns}`,
        [cleaned.name, cleaned.phone, cleaned.group_name, cleaned.seats, request.body.guest_count ?? null, request.body.dietary_requirements?.trim() || null,
          request.body.message?.trim() || null, request.params.guestId, request.params.id, request.user!.id],
      );
      if (!row) throw notYours();
      return toGuest(row);
    } catch (err) {
      if (unique(err)) throw duplicateName();
      throw err;
    }
  });

  app.delete('/invitations/:id/guests/:guestId', { schema: { tags: ['guests'], params: GuestParams, response: { 204: Type.Null(), '4xx': ErrorBody } } }, async (request, reply) => {
    const rows = await request.em.execute(
      `delete from guests g using invitations i where g.id = ? and g.invitation_id = i.id and i.id = ? and i.user_id = ? returning g.id`,
      [request.params.guestId, request.params.id, request.user!.id],
    );
    if (!rows.length) throw notYours();
    return reply.code(204).send(null);
  });

  // The host tapped Send in WhatsApp for this guest: 'Terkirim' with the time.
  app.post('/invitations/:id/guests/:guestId/sent', { schema: { tags: ['guests'], params: GuestParams, response: { 200: Guest, '4xx': ErrorBody } } }, async (request) => {
    const [row] = await request.em.execute<GuestRow[]>(
      `update guests g set sent_at = now(), updated_at = now() from invitations i
       where g.id = ? and g.invitation_id = i.id and i.id = ? and i.user_id = ? returning ${guestColumns}`,
      [request.params.guestId, request.params.id, request.user!.id],
    );
    if (!row) throw notYours();
    return toGuest(row);
  });

  app.put(
    '/invitations/:id/wa-template',
    { schema: { tags: ['guests'], params: Params, body: Type.Object({ template: Type.String({ maxLength: 2000 }) }), response: { 200: Type.Object({ template: Type.String() }), '4xx': ErrorBody } } },
    async (request) => {
      const rows = await request.em.execute(`update invitations set wa_template = ? where id = ? and user_id = ? returning id`, [
        request.body.template.trim() || null, request.params.id, request.user!.id,
      ]);
      if (!rows.length) throw notYours();
      return { template: request.body.template.trim() };
    },
  );

  await app.register(importRoutes);
  await app.register(bulkRoutes);
};
