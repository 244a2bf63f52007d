import { Type } from '@sinclair/typebox';
import {
  CoHost,
  CoHostAccepted,
  CoHostInviteBody,
  CoHostInviteParams,
  CoHostInvitePreview,
  CoHostList,
  CoHostParams,
  coHostMessages,
  CoHostRoleBody,
  CoHostTokenParams,
  ErrorBody,
  InvitationParams,
  PendingCoHost,
} from '@undangin/contracts';
import {
  badRequest,
  notFound,
  requireInvitation,
  requireUser,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { acceptCoHostInvite, inviteCoHost, previewInvite, type CoHostMail } from '../../domain/cohosts';
import { logActivity } from '../../repositories/activity';
import {
  deleteMember,
  deleteOpenInvite,
  findMember,
  listMembers,
  listOpenInvites,
  setMemberRole,
} from '../../repositories/cohosts';
import { activityRoutes } from './activity';
import { privacyRoutes } from './privacy';

const tags = ['sharing'];
const memberNotFound = () => notFound(coHostMessages.memberNotFound);

/**
 * Co-hosts: the owner invites by e-mail (a mailed one-time link), sees, changes and revokes them; the invitee accepts
 * from the account of that address; a co-host may leave. With the invitation's privacy and activity log.
 */
export const sharingRoutes =
  (mail: CoHostMail): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addHook('preValidation', app.authenticate);

    app.get(
      '/invitations/:id/cohosts',
      { schema: { tags, params: InvitationParams, response: { 200: CoHostList, '4xx': ErrorBody } } },
      async (request) => {
        const { invitationId } = await requireInvitation(request, request.params.id, 'owner');
        const [members, invites] = await Promise.all([
          listMembers(request.em, invitationId),
          listOpenInvites(request.em, invitationId),
        ]);
        return { members, invites };
      },
    );

    app.post(
      '/invitations/:id/cohosts',
      {
        schema: {
          tags,
          params: InvitationParams,
          body: CoHostInviteBody,
          response: { 201: PendingCoHost, '4xx': ErrorBody, '5xx': ErrorBody },
        },
      },
      async (request, reply) => {
        const caller = await requireInvitation(request, request.params.id, 'owner');
        return reply.code(201).send(await inviteCoHost(request.em, caller, request.body, mail));
      },
    );

    app.put(
      '/invitations/:id/cohosts/:userId',
      { schema: { tags, params: CoHostParams, body: CoHostRoleBody, response: { 200: CoHost, '4xx': ErrorBody } } },
      async (request) => {
        const caller = await requireInvitation(request, request.params.id, 'owner');
        const { userId } = request.params;
        const { role } = request.body;
        await request.em.transactional(async (tx) => {
          const name = await setMemberRole(tx, caller.invitationId, userId, role);
          if (name === null) throw memberNotFound();
          await logActivity(tx, caller.invitationId, caller, 'cohost.role_changed', { name, role });
        });
        return (await findMember(request.em, caller.invitationId, userId))!;
      },
    );

    // Revoked: their next request, on any replica of any service, finds no role (each reads it per call).
    app.delete(
      '/invitations/:id/cohosts/:userId',
      { schema: { tags, params: CoHostParams, response: { 204: Type.Null(), '4xx': ErrorBody } } },
      async (request, reply) => {
        const caller = await requireInvitation(request, request.params.id, 'owner');
        await request.em.transactional(async (tx) => {
          const name = await deleteMember(tx, caller.invitationId, request.params.userId);
          if (name === null) throw memberNotFound();
          await logActivity(tx, caller.invitationId, caller, 'cohost.removed', { name });
        });
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/invitations/:id/cohost-invites/:inviteId',
      { schema: { tags, params: CoHostInviteParams, response: { 204: Type.Null(), '4xx': ErrorBody } } },
      async (request, reply) => {
        const caller = await requireInvitation(request, request.params.id, 'owner');
        await request.em.transactional(async (tx) => {
          const email = await deleteOpenInvite(tx, caller.invitationId, request.params.inviteId);
          if (email === null) throw notFound(coHostMessages.inviteNotFound);
          await logActivity(tx, caller.invitationId, caller, 'cohost.invite_cancelled', { email });
        });
        return reply.code(204).send(null);
      },
    );

    // A co-host leaves on their own.
    app.delete(
      '/invitations/:id/membership',
      { schema: { tags, params: InvitationParams, response: { 204: Type.Null(), '4xx': ErrorBody } } },
      async (request, reply) => {
        const caller = await requireInvitation(request, request.params.id, 'desk');
        if (caller.role === 'owner') throw badRequest(coHostMessages.ownerCannotLeave);
        await request.em.transactional(async (tx) => {
          await logActivity(tx, caller.invitationId, caller, 'cohost.left', {});
          await deleteMember(tx, caller.invitationId, caller.userId);
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/cohost-invites/:inviteToken',
      { schema: { tags, params: CoHostTokenParams, response: { 200: CoHostInvitePreview, '4xx': ErrorBody } } },
      async (request) => previewInvite(request.em, request.params.inviteToken, requireUser(request).id),
    );

    app.post(
      '/cohost-invites/:inviteToken/accept',
      { schema: { tags, params: CoHostTokenParams, response: { 200: CoHostAccepted, '4xx': ErrorBody } } },
      async (request) => acceptCoHostInvite(request.em, request.params.inviteToken, requireUser(request).id),
    );

    await app.register(privacyRoutes);
    await app.register(activityRoutes);
  };
