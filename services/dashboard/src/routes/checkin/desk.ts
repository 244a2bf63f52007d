import {
  DeskDevice,
  DeskDeviceParams,
  DeskList,
  DeskListQuery,
  DeskSyncBody,
  DeskSyncResult,
  ErrorBody,
  InvitationParams,
  ReceptionDeskParams,
  ReceptionParams,
  deskMessages,
  errorCodes,
} from '@undangin/contracts';
import { AppError, requireInvitation, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import { requireDesk } from '../../domain/checkin-allowance';
import { newDeskKey } from '../../domain/desk-keys';
import { deskListFor } from '../../domain/desk-list';
import { syncDeskOps } from '../../domain/desk-sync';
import type { Actor } from '../../repositories/activity';
import { deskDeviceOf, insertDeskDevice, markDeskSynced, type DeskDeviceRow } from '../../repositories/desk-devices';
import { deskOf } from './reception';

const unknownDevice = () => new AppError(404, errorCodes.deskDeviceUnknown, deskMessages.deviceUnknown);
type DeskOwner = { linkId: string } | { userId: string };
interface Desk {
  invitationId: string;
  owner: DeskOwner;
  label: string;
  actor: Actor;
}

/** The signed-in caller's desk of the invitation: any role on it (owner, editor, receptionist co-host). */
async function userDesk(request: FastifyRequest, invitationId: string): Promise<Desk> {
  const caller = await requireInvitation(request, invitationId, 'desk');
  return {
    invitationId,
    owner: { userId: caller.userId },
    label: caller.email ?? 'Meja check-in',
    actor: { userId: caller.userId },
  };
}

/** A receptionist's desk: the link's session (x-reception-session), as every reception route. */
async function linkDesk(request: FastifyRequest, token: string): Promise<Desk> {
  const desk = await deskOf(request, token);
  return { invitationId: desk.invitationId, owner: { linkId: desk.linkId }, label: desk.label, actor: desk.actor };
}

async function deviceOf(request: FastifyRequest, desk: Desk, deviceId: string): Promise<DeskDeviceRow> {
  const device = await deskDeviceOf(request.em, deviceId, desk.invitationId, desk.owner);
  if (!device) throw unknownDevice();
  return device;
}

/**
 * The desk offline: a device registers (and gets its key, once), fetches the list it keeps encrypted, and syncs what
 * it recorded without signal. The same three for a signed-in desk and for a receptionist's link; the desk's plan
 * rule (checkin beyond the free allowance) holds on each.
 */
export const deskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = [
    {
      base: '/invitations/:id/desk',
      params: InvitationParams,
      deviceParams: DeskDeviceParams,
      desk: (request: FastifyRequest) => userDesk(request, (request.params as { id: string }).id),
      signedIn: true,
    },
    {
      base: '/reception/:token/desk',
      params: ReceptionParams,
      deviceParams: ReceptionDeskParams,
      desk: (request: FastifyRequest) => linkDesk(request, (request.params as { token: string }).token),
      signedIn: false,
    },
  ];
  for (const route of routes) {
    const tags = [route.signedIn ? 'checkin' : 'reception'];
    const preValidation = route.signedIn ? [app.authenticate] : [];

    app.post(
      route.base,
      {
        preValidation,
        schema: { tags, params: route.params, response: { 201: DeskDevice, '4xx': ErrorBody } },
      },
      async (request, reply) => {
        const desk = await route.desk(request);
        await requireDesk(request.em, desk.invitationId);
        const key = newDeskKey();
        const deviceId = await insertDeskDevice(request.em, {
          invitationId: desk.invitationId,
          owner: desk.owner,
          label: desk.label.slice(0, 100),
          key,
        });
        return reply.code(201).send({ device_id: deviceId, key: key.toString('base64url'), label: desk.label });
      },
    );

    app.get(
      `${route.base}/:deviceId/list`,
      {
        preValidation,
        schema: {
          tags,
          params: route.deviceParams,
          querystring: DeskListQuery,
          response: { 200: DeskList, '4xx': ErrorBody },
        },
      },
      async (request, reply) => {
        const desk = await route.desk(request);
        await requireDesk(request.em, desk.invitationId);
        const device = await deviceOf(request, desk, (request.params as { deviceId: string }).deviceId);
        reply.header('cache-control', 'private, no-store');
        return deskListFor(request.em, device, request.query.since ?? null);
      },
    );

    app.post(
      `${route.base}/:deviceId/sync`,
      {
        preValidation,
        schema: {
          tags,
          params: route.deviceParams,
          body: DeskSyncBody,
          response: { 200: DeskSyncResult, '4xx': ErrorBody },
        },
      },
      async (request) => {
        const desk = await route.desk(request);
        await requireDesk(request.em, desk.invitationId);
        const device = await deviceOf(request, desk, (request.params as { deviceId: string }).deviceId);
        const results = await syncDeskOps(request.em, device, request.body.ops, desk.actor);
        await markDeskSynced(request.em, device.id);
        return { results };
      },
    );
  }
};
