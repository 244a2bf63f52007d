import { randomBytes, randomInt } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import {
  CheckinBody,
  CheckinLink,
  CheckinLinkBody,
  CheckinLinkCreated,
  CheckinLinkParams,
  CheckinPeopleBody,
  CheckinResult,
  ErrorBody,
  InvitationGuestParams,
  InvitationParams,
} from '@undangin/contracts';
import { hashPassword } from '@undangin/db';
import { notYours, requireInvitation, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import { checkIn, correctPeople } from '../../domain/checkin';
import { requireDesk } from '../../domain/checkin-allowance';
import { logActivity } from '../../repositories/activity';
import {
  insertCheckinLink,
  listCheckinLinks,
  revokeCheckinLink,
  unlockCheckinLink,
} from '../../repositories/checkin-links';
import { deleteCheckinSessionsOf } from '../../repositories/checkin-sessions';
import { checkinSummary } from '../../repositories/checkins';
import { deleteDeskDevicesOfLink } from '../../repositories/desk-devices';

/** The invitation the route names, when the caller's role on it meets `need`; else 404 (none) or 403. */
async function ownInvitationId(request: FastifyRequest, invitationId: string, need: 'desk' | 'edit'): Promise<string> {
  await requireInvitation(request, invitationId, need);
  return invitationId;
}

/** The host's check-in: by code, search or walk-in, live counters, and receptionist links with a PIN. */
export const checkinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);

  app.post(
    '/invitations/:id/checkin',
    {
      schema: {
        tags: ['checkin'],
        params: InvitationParams,
        body: CheckinBody,
        response: { 200: CheckinResult, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const caller = await requireInvitation(request, request.params.id, 'desk');
      return checkIn(request.em, caller.invitationId, request.body, caller);
    },
  );

  app.put(
    '/invitations/:id/checkin/:guestId',
    {
      schema: {
        tags: ['checkin'],
        params: InvitationGuestParams,
        body: CheckinPeopleBody,
        response: { 200: CheckinResult, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const caller = await requireInvitation(request, request.params.id, 'desk');
      return correctPeople(request.em, caller.invitationId, request.params.guestId, request.body.people, caller);
    },
  );

  app.get(
    '/invitations/:id/checkin/summary',
    {
      schema: {
        tags: ['checkin'],
        params: InvitationParams,
        response: { 200: CheckinResult.properties.summary, '4xx': ErrorBody },
      },
    },
    async (request) => checkinSummary(request.em, await ownInvitationId(request, request.params.id, 'desk')),
  );

  app.get(
    '/invitations/:id/checkin-links',
    {
      schema: {
        tags: ['checkin'],
        params: InvitationParams,
        response: { 200: Type.Array(CheckinLink), '4xx': ErrorBody },
      },
    },
    async (request) => listCheckinLinks(request.em, await ownInvitationId(request, request.params.id, 'edit')),
  );

  // A link for a receptionist: valid for this invitation only, with a 6-digit PIN shown once; no account needed.
  app.post(
    '/invitations/:id/checkin-links',
    {
      schema: {
        tags: ['checkin'],
        params: InvitationParams,
        body: CheckinLinkBody,
        response: { 201: CheckinLinkCreated, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const caller = await requireInvitation(request, request.params.id, 'edit');
      const invitationId = caller.invitationId;
      await requireDesk(request.em, invitationId);
      const token = randomBytes(18).toString('base64url');
      const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const label = request.body.label?.trim() || 'Penerima tamu';
      const pinHash = await hashPassword(pin);
      const id = await request.em.transactional(async (tx) => {
        const created = await insertCheckinLink(tx, { invitationId, token, pinHash, label });
        await logActivity(tx, invitationId, caller, 'checkin_link.created', { label });
        return created;
      });
      return reply.code(201).send({ id, token, pin });
    },
  );

  app.delete(
    '/invitations/:id/checkin-links/:linkId',
    { schema: { tags: ['checkin'], params: CheckinLinkParams, response: { 204: Type.Null(), '4xx': ErrorBody } } },
    async (request, reply) => {
      const caller = await requireInvitation(request, request.params.id, 'edit');
      const invitationId = caller.invitationId;
      const label = await revokeCheckinLink(request.em, invitationId, request.params.linkId);
      if (label === null) throw notYours();
      await logActivity(request.em, invitationId, caller, 'checkin_link.revoked', { label });
      // Revoking ends the receptionists' sessions at once.
      await deleteCheckinSessionsOf(request.em, request.params.linkId);
      // And forgets its offline devices' keys: what a device still holds no longer syncs, and it wipes its copy.
      await deleteDeskDevicesOfLink(request.em, request.params.linkId);
      return reply.code(204).send(null);
    },
  );

  // A link locked by wrong PINs from many devices opens again when the host says so.
  app.post(
    '/invitations/:id/checkin-links/:linkId/unlock',
    { schema: { tags: ['checkin'], params: CheckinLinkParams, response: { 204: Type.Null(), '4xx': ErrorBody } } },
    async (request, reply) => {
      const invitationId = await ownInvitationId(request, request.params.id, 'edit');
      if (!(await unlockCheckinLink(request.em, invitationId, request.params.linkId))) throw notYours();
      return reply.code(204).send(null);
    },
  );
};
