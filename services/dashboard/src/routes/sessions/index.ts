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
  notYours,
  requireUser,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { sessionProblems, toSessionFields } from '../../domain/sessions';
import { ownedInvitation } from '../../repositories/invitations';
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
  const own = async (request: { em: Parameters<typeof ownedInvitation>[0] }, userId: string, id: string) => {
    const invitation = await ownedInvitation(request.em, userId, id);
    if (!invitation) throw notYours();
    return invitation;
  };

  app.get(
    '/invitations/:id/sessions',
    { schema: { tags, params: InvitationParams, response: { 200: SessionList, '4xx': ErrorBody } } },
    async (request) => {
      await own(request, requireUser(request).id, request.params.id);
      return listSessions(request.em, request.params.id);
    },
  );

  app.post(
    '/invitations/:id/sessions',
    {
      schema: { tags, params: InvitationParams, body: SessionBody, response: { 201: Session, '4xx': ErrorBody } },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      await own(request, userId, request.params.id);
      const problems = sessionProblems(request.body, { isNew: true });
      if (problems.length) throw badRequest(problems[0]!.message, problems);
      const id = await request.em.transactional(async (tx) => {
        if ((await lockSessions(tx, request.params.id)) >= maxSessions) throw badRequest(sessionMessages.tooMany);
        return insertSession(tx, request.params.id, toSessionFields(request.body));
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
      await own(request, requireUser(request).id, id);
      const problems = sessionProblems(request.body, { isNew: false });
      if (problems.length) throw badRequest(problems[0]!.message, problems);
      if (!(await updateSession(request.em, id, sessionId, toSessionFields(request.body)))) throw sessionNotFound();
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
      await own(request, requireUser(request).id, id);
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
      await own(request, requireUser(request).id, id);
      await request.em.transactional(async (tx) => {
        const count = await lockSessions(tx, id);
        const session = await findSession(tx, id, sessionId);
        if (!session) throw sessionNotFound();
        if (count <= 1) throw badRequest(sessionMessages.lastSession);
        // Answers are the guests' words: removing them is a choice the host confirms, never a side effect.
        if (session.answered > 0 && !request.query.confirm)
          throw new AppError(409, errorCodes.sessionHasAnswers, sessionMessages.hasAnswers(session.answered));
        await deleteSession(tx, id, sessionId);
      });
      return listSessions(request.em, id);
    },
  );
};
