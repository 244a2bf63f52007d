import {
  ErrorBody,
  GuestGroup,
  GuestSessionsBody,
  InvitationParams,
  SessionFiguresList,
  sessionMessages,
} from '@undangin/contracts';
import { Type } from '@sinclair/typebox';
import { badRequest, requireInvitation, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { logActivity } from '../../repositories/activity';
import { guestGroups, inviteToSessions, listSessions, lockSessions, sessionFigures } from '../../repositories/sessions';

const Invited = Type.Object({ updated: Type.Integer(), message: Type.String() });

/**
 * Who is invited to which sessions: chosen guests (one, or many from the list) or a whole group, to every session or
 * to some. A guest's personal link then shows and answers only those.
 */
export const sessionInviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Who of the invited opened, answered, comes and came, per session.
  app.get(
    '/invitations/:id/sessions/figures',
    {
      schema: { tags: ['sessions'], params: InvitationParams, response: { 200: SessionFiguresList, '4xx': ErrorBody } },
    },
    async (request) => {
      await requireInvitation(request, request.params.id, 'edit');
      return sessionFigures(request.em, request.params.id);
    },
  );

  // The list's groups, to invite a whole group ('Keluarga', 'VIP') to its sessions.
  app.get(
    '/invitations/:id/guests/groups',
    {
      schema: {
        tags: ['sessions'],
        params: InvitationParams,
        response: { 200: Type.Array(GuestGroup), '4xx': ErrorBody },
      },
    },
    async (request) => {
      await requireInvitation(request, request.params.id, 'edit');
      return guestGroups(request.em, request.params.id);
    },
  );

  app.put(
    '/invitations/:id/guests/sessions',
    {
      schema: {
        tags: ['sessions'],
        params: InvitationParams,
        body: GuestSessionsBody,
        response: { 200: Invited, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { ids, group, all, sessions } = request.body;
      const caller = await requireInvitation(request, id, 'edit');
      if (Boolean(ids) === Boolean(group?.trim()))
        throw badRequest(sessionMessages.inviteWhom, [{ field: 'ids', message: sessionMessages.inviteWhom }]);
      if (!all && !sessions.length)
        throw badRequest(sessionMessages.inviteWhich, [{ field: 'sessions', message: sessionMessages.inviteWhich }]);
      const updated = await request.em.transactional(async (tx) => {
        await lockSessions(tx, id);
        const known = new Set((await listSessions(tx, id)).map((session) => session.id));
        if (!all && sessions.some((session) => !known.has(session)))
          throw badRequest(sessionMessages.inviteUnknown, [
            { field: 'sessions', message: sessionMessages.inviteUnknown },
          ]);
        const count = await inviteToSessions(tx, id, ids ? { ids } : { group: group! }, all, [...new Set(sessions)]);
        if (count) await logActivity(tx, id, caller, 'guests.sessions', { count });
        return count;
      });
      // A group nobody is in: the host mistyped it; nothing changed.
      if (!updated && !ids)
        throw badRequest(sessionMessages.groupEmpty, [{ field: 'group', message: sessionMessages.groupEmpty }]);
      return { updated, message: sessionMessages.invited(updated) };
    },
  );
};
