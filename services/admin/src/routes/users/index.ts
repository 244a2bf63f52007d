import { Type } from '@sinclair/typebox';
import {
  AdminInvitationPage,
  AdminListQuery,
  AdminUserQuery,
  AdminUser,
  AdminUserPage,
  adminUserMessages,
  ErrorBody,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { conflict, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { actorOf, recordAudit, type AuditActor } from '../../repositories/audit';
import { listInvitations } from '../../repositories/invitations';
import { findUser, listUsers, setUserAdmin, setUserDisabled } from '../../repositories/users';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });
const security = [{ bearer: [] }];
const writeResponses = {
  200: AdminUser,
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};

type Change = (tx: EntityManager, id: string) => Promise<void>;

/** One admin write on an account: refused on the admin's own account when it would lock them out, audited with before and after. */
async function changeUser(
  em: EntityManager,
  actor: AuditActor,
  id: string,
  action: string,
  change: Change,
  selfRefusal?: string,
): Promise<AdminUser> {
  if (selfRefusal && id === actor.id) throw conflict(selfRefusal);
  return em.transactional(async (tx) => {
    const before = await findUser(tx, id);
    if (!before) throw notFound(adminUserMessages.notFound);
    await change(tx, id);
    const after = (await findUser(tx, id))!;
    await recordAudit(tx, actor, { action, entity: 'user', entityId: id, before, after });
    return after;
  });
}

/** Accounts: the searchable list, one account's invitations, disable / enable and grant / revoke admin. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Daftar pengguna',
        security,
        querystring: AdminUserQuery,
        response: { 200: AdminUserPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listUsers(request.em, request.query),
  );

  app.get(
    '/users/:id/invitations',
    {
      schema: {
        tags: ['users'],
        summary: 'Undangan milik pengguna',
        security,
        params: Params,
        querystring: AdminListQuery,
        response: { 200: AdminInvitationPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listInvitations(request.em, { ...request.query, ownerId: request.params.id }),
  );

  app.post(
    '/users/:id/disable',
    { schema: { tags: ['users'], summary: 'Nonaktifkan akun', security, params: Params, response: writeResponses } },
    async (request) =>
      changeUser(
        request.em,
        actorOf(request),
        request.params.id,
        'user.disable',
        (tx, id) => setUserDisabled(tx, id, true, null),
        adminUserMessages.selfDisable,
      ),
  );

  app.post(
    '/users/:id/enable',
    { schema: { tags: ['users'], summary: 'Aktifkan akun', security, params: Params, response: writeResponses } },
    async (request) =>
      changeUser(request.em, actorOf(request), request.params.id, 'user.enable', (tx, id) =>
        setUserDisabled(tx, id, false, null),
      ),
  );

  app.post(
    '/users/:id/grant-admin',
    { schema: { tags: ['users'], summary: 'Jadikan admin', security, params: Params, response: writeResponses } },
    async (request) =>
      changeUser(request.em, actorOf(request), request.params.id, 'user.grant_admin', (tx, id) =>
        setUserAdmin(tx, id, true),
      ),
  );

  app.post(
    '/users/:id/revoke-admin',
    { schema: { tags: ['users'], summary: 'Cabut admin', security, params: Params, response: writeResponses } },
    async (request) =>
      changeUser(
        request.em,
        actorOf(request),
        request.params.id,
        'user.revoke_admin',
        (tx, id) => setUserAdmin(tx, id, false),
        adminUserMessages.selfDemote,
      ),
  );
};
