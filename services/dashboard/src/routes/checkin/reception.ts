import { createHash, randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { CheckinBody, CheckinPeopleBody, CheckinResult, DeskCheckinResult, DeskGuest, ErrorBody, type Guest } from '@undangin/contracts';
import { verifyPassword } from '@undangin/db';
import { AppError, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import { checkIn, checkinSummary, correctPeople } from '../../domain/checkin';
import { guestColumns, toGuest, type GuestRow } from '../../domain/guests';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const TokenParams = Type.Object({ token: Type.String({ maxLength: 64 }) });
const closed = () => new AppError(401, 'reception_closed', 'Link penerima tamu tidak berlaku atau sudah dicabut oleh pemilik acara.');

/**
 * What a receptionist may see of a guest: the name and the counts. Never the guest's code (the personal link's secret,
 * which also answers their RSVP; the QR the guest shows carries it), nor their phone number.
 */
const forDesk = ({ code: _code, ...guest }: Guest): DeskGuest => ({ ...guest, phone: null });
const deskResult = (result: CheckinResult): DeskCheckinResult => ({ ...result, guest: forDesk(result.guest) });

/**
 * The receptionist's side, without an account: a link plus its PIN open a session valid for that invitation
 * only; revoking the link ends it. PIN guesses are limited per link.
 */
export const receptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function invitationOf(request: FastifyRequest): Promise<string> {
    const session = request.headers['x-reception-session'];
    if (typeof session !== 'string' || !session) throw closed();
    const [row] = await request.em.execute<Array<{ invitation_id: string }>>(
      `select l.invitation_id from checkin_sessions s join checkin_links l on l.id = s.link_id
       where s.token_hash = ? and l.token = ? and l.revoked_at is null and s.expires_at > now()`,
      [hash(session), (request.params as { token: string }).token],
    );
    if (!row) throw closed();
    return row.invitation_id;
  }

  app.post(
    '/reception/:token/session',
    {
      schema: {
        tags: ['reception'],
        params: TokenParams,
        body: Type.Object({ pin: Type.String({ maxLength: 12 }) }),
        response: { 201: Type.Object({ session: Type.String(), couple_name: Type.String(), event_date: Type.String(), label: Type.String() }), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      // Every attempt is counted before the PIN is checked, in the database: parallel guesses and replicas share it.
      const [link] = await request.em.execute<Array<{ id: string; pin_hash: string; label: string; couple_name: string; event_date: string; attempts: number }>>(
        `update checkin_links l set
           failed_pins = case when l.failed_since is null or l.failed_since < now() - interval '15 minutes' then 1 else l.failed_pins + 1 end,
           failed_since = case when l.failed_since is null or l.failed_since < now() - interval '15 minutes' then now() else l.failed_since end
         from invitations i where i.id = l.invitation_id and l.token = ? and l.revoked_at is null
         returning l.id, l.pin_hash, l.label, i.couple_name, to_char(i.event_date, 'YYYY-MM-DD') as event_date, l.failed_pins as attempts`,
        [token],
      );
      if (!link) throw closed();
      if (link.attempts > 10) throw new AppError(429, 'too_many_requests', 'Terlalu banyak PIN salah. Coba lagi 15 menit lagi.');
      if (!(await verifyPassword(link.pin_hash, request.body.pin.trim()))) throw new AppError(401, 'wrong_pin', 'PIN salah.');
      await request.em.execute(`update checkin_links set failed_pins = 0, failed_since = null where id = ?`, [link.id]);
      const session = randomBytes(24).toString('base64url');
      await request.em.execute(`insert into checkin_sessions (token_hash, link_id, expires_at) values (?, ?, now() + interval '24 hours')`, [hash(session), link.id]);
      return reply.code(201).send({ session, couple_name: link.couple_name, event_date: link.event_date, label: link.label });
    },
  );

  app.get('/reception/:token/summary', { schema: { tags: ['reception'], params: TokenParams, response: { 200: CheckinResult.properties.summary, '4xx': ErrorBody } } }, async (request) =>
    checkinSummary(request.em, await invitationOf(request)),
  );

  app.get(
    '/reception/:token/guests',
    { schema: { tags: ['reception'], params: TokenParams, querystring: Type.Object({ q: Type.String({ minLength: 1, maxLength: 100 }) }), response: { 200: Type.Array(DeskGuest), '4xx': ErrorBody } } },
    async (request) => {
      const invitationId = await invitationOf(request);
      const like = `%${request.query.q.trim().toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      const rows = await request.em.execute<GuestRow[]>(`select ${guestColumns} from guests g where g.invitation_id = ? and lower(g.name) like ? order by g.name limit 20`, [invitationId, like]);
      return rows.map((row) => forDesk(toGuest(row)));
    },
  );

  // A guest picked from the search checks in by id, a scanned QR by its code, a walk-in by name.
  app.post('/reception/:token/checkin', { schema: { tags: ['reception'], params: TokenParams, body: CheckinBody, response: { 200: DeskCheckinResult, '4xx': ErrorBody } } }, async (request) =>
    deskResult(await checkIn(request.em, await invitationOf(request), request.body)),
  );

  app.put(
    '/reception/:token/checkin/:guestId',
    {
      schema: {
        tags: ['reception'],
        params: Type.Object({ token: Type.String({ maxLength: 64 }), guestId: Type.String({ format: 'uuid' }) }),
        body: CheckinPeopleBody,
        response: { 200: DeskCheckinResult, '4xx': ErrorBody },
      },
    },
    async (request) => deskResult(await correctPeople(request.em, await invitationOf(request), request.params.guestId, request.body.people)),
  );
};
