import {
  errorCodes,
  ErrorBody,
  InvitationParams,
  InvitationSessionParams,
  maxSessions,
  Session,
  SessionBody,
  SessionList,
  SessionOrderBody,
  SessionRemoveQuery,
  sessionMessages,
} from '@undangin/contracts';
import {
  AppError,
  badRequest,
  notFound,
  requireInvitation,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { sessionProblems, toSessionFields } from '../../domain/sessions';
import { logActivity } from '../../repositories/activity';
import {
  deleteSession,
  findSession,
  insertSession,
  listSessions,
  lockSessions,
  orderSessions,
  updateSession,
} from '../../repositories/sessions';

const tags = ['sessions'];
const sessionNotFound = () => notFound(sessionMessages.notFound);

/**
 * The host's sessions of an invitation (acara per sesi): list, add, edit, reorder, remove. Every change runs with the
 * invitation's row held, so two editors cannot both add the eleventh session or leave none.
 */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invitations/:id/sessions',
    { schema: { tags, params: InvitationParams, response: { 200: SessionList, '4xx': ErrorBody } } },
    async (request) => {
      // The desk picks the session it checks in for: a receptionist co-host reads them too.
      await requireInvitation(request, request.params.id, 'desk');
      return listSessions(request.em, request.params.id);
    },
  );

  app.post(
    '/invitations/:id/sessions',
    {
      schema: { tags, params: InvitationParams, body: SessionBody, response: { 201: Session, '4xx': ErrorBody } },
    },
    async (request, reply) => {
      const caller = await requireInvitation(request, request.params.id, 'edit');
      const problems = sessionProblems(request.body, { isNew: true });
      if (problems.length) throw badRequest(problems[0]!.message, problems);
      const fields = toSessionFields(request.body);
      const id = await request.em.transactional(async (tx) => {
        if ((await lockSessions(tx, request.params.id)) >= maxSessions) throw badRequest(sessionMessages.tooMany);
        const created = await insertSession(tx, request.params.id, fields);
        await logActivity(tx, request.params.id, caller, 'session.added', { name: fields.name });
        return created;
      });
      return reply.code(201).send((await findSession(request.em, request.params.id, id))!);
    },
  );

  app.put(
    '/invitations/:id/sessions/:sessionId',
    {
      schema: {
        tags,
        params: InvitationSessionParams,
        body: SessionBody,
        response: { 200: Session, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      const caller = await requireInvitation(request, id, 'edit');
      const problems = sessionProblems(request.body, { isNew: false });
      if (problems.length) throw badRequest(problems[0]!.message, problems);
      const fields = toSessionFields(request.body);
      await request.em.transactional(async (tx) => {
        if (!(await updateSession(tx, id, sessionId, fields))) throw sessionNotFound();
        await logActivity(tx, id, caller, 'session.updated', { name: fields.name });
      });
      return (await findSession(request.em, id, sessionId))!;
    },
  );

  app.put(
    '/invitations/:id/sessions/order',
    {
      schema: {
        tags,
        params: InvitationParams,
        body: SessionOrderBody,
        response: { 200: SessionList, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const caller = await requireInvitation(request, id, 'edit');
      await request.em.transactional(async (tx) => {
        await lockSessions(tx, id);
        const current = (await listSessions(tx, id)).map((session) => session.id);
        const wanted = request.body.ids;
        if (
          wanted.length !== current.length ||
          new Set(wanted).size !== wanted.length ||
          !wanted.every((s) => current.includes(s))
        )
          throw badRequest(sessionMessages.orderMismatch, [{ field: 'ids', message: sessionMessages.orderMismatch }]);
        await orderSessions(tx, id, wanted);
        await logActivity(tx, id, caller, 'sessions.reordered', {});
      });
      return listSessions(request.em, id);
    },
  );

  app.delete(
    '/invitations/:id/sessions/:sessionId',
    {
      schema: {
        tags,
        params: InvitationSessionParams,
        querystring: SessionRemoveQuery,
        response: { 200: SessionList, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      const caller = await requireInvitation(request, id, 'edit');
      await request.em.transactional(async (tx) => {
        const count = await lockSessions(tx, id);
        const session = await findSession(tx, id, sessionId);
        if (!session) throw sessionNotFound();
        if (count <= 1) throw badRequest(sessionMessages.lastSession);
        // Answers are the guests' words: removing them is a choice the host confirms, never a side effect.
        if (session.answered > 0 && !request.query.confirm)
          throw new AppError(409, errorCodes.sessionHasAnswers, sessionMessages.hasAnswers(session.answered));
        await deleteSession(tx, id, sessionId);
        await logActivity(tx, id, caller, 'session.removed', { name: session.name });
      });
      return listSessions(request.em, id);
    },
  );
};
