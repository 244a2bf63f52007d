import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import {
  CheckinBody,
  CheckinPeopleBody,
  CheckinResult,
  DeskCheckinResult,
  DeskGuest,
  DeskSession,
  deskGuestFields,
  ErrorBody,
  ReceptionGuestParams,
  ReceptionGuestQuery,
  ReceptionParams,
  ReceptionSession,
  ReceptionSessionBody,
  type Guest,
  messages,
  coHostMessages,
  deskMessages,
} from '@undangin/contracts';
import { forgetWindowHits, overLimit, verifyPassword } from '@undangin/db';
import { addressKey, AppError, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import { checkIn, correctPeople } from '../../domain/checkin';
import { toGuest } from '../../repositories/guests';
import { clearPinAttempts, countPinAttempt, linkPinLimit } from '../../repositories/checkin-links';
import type { Actor } from '../../repositories/activity';
import { insertCheckinSession, invitationOfSession } from '../../repositories/checkin-sessions';
import { checkinSummary, searchGuestsByName } from '../../repositories/checkins';
import { listSessions } from '../../repositories/sessions';

const closed = () => new AppError(401, 'reception_closed', messages.checkin.receptionClosed);
/** Wrong PINs one address (an IPv6 client by its /64) may try on a link per 15 minutes. */
const addressPinLimit = { max: 10, windowSeconds: 15 * 60 };

/**
 * What a receptionist may see of a guest: the name, group, seats and counts. Never the guest's code (the personal
 * link's secret, which also answers their RSVP; the QR the guest shows carries it), their phone number, nor what they
 * wrote to the host.
 */
const forDesk = (guest: Guest): DeskGuest =>
  Object.fromEntries(deskGuestFields.map((field) => [field, guest[field]])) as DeskGuest;
const deskResult = (result: CheckinResult): DeskCheckinResult => ({ ...result, guest: forDesk(result.guest) });

/** The invitation the receptionist's session (x-reception-session) opens on the link with this token. */
async function invitationOf(request: FastifyRequest, token: string): Promise<string> {
  return (await deskOf(request, token)).invitationId;
}

/**
 * The link's invitation, the link, and the link as the activity log names who checked a guest in. A session past its
 * 24 hours on a link that still stands answers reception_expired: the desk asks for the PIN and keeps what it holds.
 */
export async function deskOf(
  request: FastifyRequest,
  token: string,
): Promise<{ invitationId: string; linkId: string; label: string; actor: Actor }> {
  const session = request.headers['x-reception-session'];
  if (typeof session !== 'string' || !session) throw closed();
  const desk = await invitationOfSession(request.em, session, token);
  if (!desk) throw closed();
  if (!desk.live) throw new AppError(401, 'reception_expired', deskMessages.receptionExpired);
  return { ...desk, actor: { label: coHostMessages.linkActor(desk.label) } };
}

/**
 * The receptionist's side, without an account: a link plus its PIN open a session valid for that invitation
 * only; revoking the link ends it. PIN guesses are limited per link.
 */
export const receptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reception/:token/session',
    {
      schema: {
        tags: ['reception'],
        params: ReceptionParams,
        body: ReceptionSessionBody,
        response: { 201: ReceptionSession, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      // Every attempt is counted before the PIN is checked: per address, so one guesser cannot lock the real
      // receptionist out, and per link, so many addresses together cannot guess on (the host sees and clears that).
      const link = await countPinAttempt(request.em, request.params.token);
      if (!link) throw closed();
      const addressBucket = `pin:${link.id}:${addressKey(request.ip)}`;
      const perAddress = await overLimit(request.em, 'dashboard_rate_limits', addressBucket, addressPinLimit);
      if (perAddress.over || link.attempts > linkPinLimit) {
        reply.header('retry-after', String(perAddress.over ? perAddress.retryAfterSeconds : 15 * 60));
        throw new AppError(
          429,
          'too_many_requests',
          perAddress.over
            ? 'Terlalu banyak PIN salah dari perangkat ini. Coba lagi 15 menit lagi.'
            : 'Link ini dikunci karena terlalu banyak PIN salah. Minta pemilik acara membuka kuncinya, atau coba lagi 15 menit lagi.',
        );
      }
      if (!(await verifyPassword(link.pin_hash, request.body.pin.trim())))
        throw new AppError(401, 'wrong_pin', messages.checkin.wrongPin);
      await clearPinAttempts(request.em, link.id);
      await forgetWindowHits(request.em, 'dashboard_rate_limits', addressBucket);
      const session = randomBytes(24).toString('base64url');
      await insertCheckinSession(request.em, session, link.id);
      return reply
        .code(201)
        .send({ session, couple_name: link.couple_name, event_date: link.event_date, label: link.label });
    },
  );

  app.get(
    '/reception/:token/summary',
    {
      schema: {
        tags: ['reception'],
        params: ReceptionParams,
        response: { 200: CheckinResult.properties.summary, '4xx': ErrorBody },
      },
    },
    async (request) => checkinSummary(request.em, await invitationOf(request, request.params.token)),
  );

  // The sessions the desk picks from (only an invitation of several sessions shows the choice).
  app.get(
    '/reception/:token/sessions',
    {
      schema: {
        tags: ['reception'],
        params: ReceptionParams,
        response: { 200: Type.Array(DeskSession), '4xx': ErrorBody },
      },
    },
    async (request) => listSessions(request.em, await invitationOf(request, request.params.token)),
  );

  app.get(
    '/reception/:token/guests',
    {
      schema: {
        tags: ['reception'],
        params: ReceptionParams,
        querystring: ReceptionGuestQuery,
        response: { 200: Type.Array(DeskGuest), '4xx': ErrorBody },
      },
    },
    async (request) => {
      const rows = await searchGuestsByName(
        request.em,
        await invitationOf(request, request.params.token),
        request.query.q,
      );
      return rows.map((row) => forDesk(toGuest(row)));
    },
  );

  // A guest picked from the search checks in by id, a scanned QR by its code, a walk-in by name.
  app.post(
    '/reception/:token/checkin',
    {
      schema: {
        tags: ['reception'],
        params: ReceptionParams,
        body: CheckinBody,
        response: { 200: DeskCheckinResult, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const desk = await deskOf(request, request.params.token);
      return deskResult(await checkIn(request.em, desk.invitationId, request.body, desk.actor));
    },
  );

  app.put(
    '/reception/:token/checkin/:guestId',
    {
      schema: {
        tags: ['reception'],
        params: ReceptionGuestParams,
        body: CheckinPeopleBody,
        response: { 200: DeskCheckinResult, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const desk = await deskOf(request, request.params.token);
      return deskResult(
        await correctPeople(request.em, desk.invitationId, request.params.guestId, request.body.people, desk.actor),
      );
    },
  );
};
