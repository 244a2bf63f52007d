import { randomBytes, randomInt } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { CheckinBody, CheckinPeopleBody, CheckinResult, ErrorBody } from '@undangin/contracts';
import { hashPassword } from '@undangin/db';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { checkIn, checkinSummary, correctPeople } from '../../domain/checkin';
import { notYours, ownedInvitation } from '../../domain/guests';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });
const GuestParams = Type.Object({ id: Type.String({ format: 'uuid' }), guestId: Type.String({ format: 'uuid' }) });
const Link = Type.Object({ id: Type.String(), token: Type.String(), label: Type.String(), created_at: Type.String(), revoked_at: Type.Union([Type.String(), Type.Null()]) });

/** The host's check-in: by code, search or walk-in, live counters, and receptionist links with a PIN. */
export const checkinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);

  app.post('/invitations/:id/checkin', { schema: { tags: ['checkin'], params: Params, body: CheckinBody, response: { 200: CheckinResult, '4xx': ErrorBody } } }, async (request) => {
    if (!(await ownedInvitation(request.em, request.user!.id, request.params.id))) throw notYours();
    return checkIn(request.em, request.params.id, request.body);
  });

  app.put(
    '/invitations/:id/checkin/:guestId',
    { schema: { tags: ['checkin'], params: GuestParams, body: CheckinPeopleBody, response: { 200: CheckinResult, '4xx': ErrorBody } } },
    async (request) => {
      if (!(await ownedInvitation(request.em, request.user!.id, request.params.id))) throw notYours();
      return correctPeople(request.em, request.params.id, request.params.guestId, request.body.people);
    },
  );

  app.get('/invitations/:id/checkin/summary', { schema: { tags: ['checkin'], params: Params, response: { 200: CheckinResult.properties.summary, '4xx': ErrorBody } } }, async (request) => {
    if (!(await ownedInvitation(request.em, request.user!.id, request.params.id))) throw notYours();
    return checkinSummary(request.em, request.params.id);
  });

  app.get('/invitations/:id/checkin-links', { schema: { tags: ['checkin'], params: Params, response: { 200: Type.Array(Link), '4xx': ErrorBody } } }, async (request) => {
    if (!(await ownedInvitation(request.em, request.user!.id, request.params.id))) throw notYours();
    const rows = await request.em.execute<Array<{ id: string; token: string; label: string; created_at: string | Date; revoked_at: string | Date | null }>>(
      `select id, token, label, created_at, revoked_at from checkin_links where invitation_id = ? order by created_at desc`,
      [request.params.id],
    );
    return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString(), revoked_at: r.revoked_at ? new Date(r.revoked_at).toISOString() : null }));
  });

  // A link for a receptionist: valid for this invitation only, with a 6-digit PIN shown once; no account needed.
  app.post(
    '/invitations/:id/checkin-links',
    { schema: { tags: ['checkin'], params: Params, body: Type.Object({ label: Type.Optional(Type.String({ maxLength: 60 })) }), response: { 201: Type.Object({ id: Type.String(), token: Type.String(), pin: Type.String() }), '4xx': ErrorBody } } },
    async (request, reply) => {
      if (!(await ownedInvitation(request.em, request.user!.id, request.params.id))) throw notYours();
      const token = randomBytes(18).toString('base64url');
      const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const [row] = await request.em.execute<Array<{ id: string }>>(
        `insert into checkin_links (invitation_id, token, pin_hash, label) values (?, ?, ?, ?) returning id`,
        [request.params.id, token, await hashPassword(pin), request.body.label?.trim() || 'Penerima tamu'],
      );
      return reply.code(201).send({ id: row!.id, token, pin });
    },
  );

  app.delete(
    '/invitations/:id/checkin-links/:linkId',
    { schema: { tags: ['checkin'], params: Type.Object({ id: Type.String({ format: 'uuid' }), linkId: Type.String({ format: 'uuid' }) }), response: { 204: Type.Null(), '4xx': ErrorBody } } },
    async (request, reply) => {
      if (!(await ownedInvitation(request.em, request.user!.id, request.params.id))) throw notYours();
      const rows = await request.em.execute(`update checkin_links set revoked_at = coalesce(revoked_at, now()) where id = ? and invitation_id = ? returning id`, [
        request.params.linkId,
        request.params.id,
      ]);
      if (!rows.length) throw notYours();
      // Revoking ends the receptionists' sessions at once.
      await request.em.execute(`delete from checkin_sessions where link_id = ?`, [request.params.linkId]);
      return reply.code(204).send(null);
    },
  );
};
