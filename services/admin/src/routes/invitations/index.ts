import { Type } from '@sinclair/typebox';
import {
  AdminDeactivateInvitationBody,
  AdminInvitation,
  AdminInvitationPage,
  AdminListQuery,
  adminUserMessages,
  ErrorBody,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { actorOf, recordAudit, type AuditActor } from '../../repositories/audit';
import { findInvitation, listInvitations, setInvitationAdminDisabled } from '../../repositories/invitations';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });
const security = [{ bearer: [] }];
const writeResponses = { 200: AdminInvitation, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Deactivates (with the reason its owner will read) or reactivates one invitation, audited with before and after. */
async function changeInvitation(
  em: EntityManager,
  actor: AuditActor,
  id: string,
  reason: string | null,
): Promise<AdminInvitation> {
  return em.transactional(async (tx) => {
    const before = await findInvitation(tx, id);
    if (!before) throw notFound(adminUserMessages.invitationNotFound);
    await setInvitationAdminDisabled(tx, id, reason);
    const after = (await findInvitation(tx, id))!;
    const action = reason === null ? 'invitation.reactivate' : 'invitation.deactivate';
    await recordAudit(tx, actor, { action, entity: 'invitation', entityId: id, before, after });
    return after;
  });
}

/** Every host's invitations: the searchable list, deactivation of an abusive one and its reactivation. */
export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invitations',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Daftar undangan',
        security,
        querystring: AdminListQuery,
        response: { 200: AdminInvitationPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listInvitations(request.em, request.query),
  );

  app.post(
    '/invitations/:id/deactivate',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Nonaktifkan undangan',
        security,
        params: Params,
        body: AdminDeactivateInvitationBody,
        response: writeResponses,
      },
    },
    async (request) => changeInvitation(request.em, actorOf(request), request.params.id, request.body.reason.trim()),
  );

  app.post(
    '/invitations/:id/reactivate',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Aktifkan undangan',
        security,
        params: Params,
        response: writeResponses,
      },
    },
    async (request) => changeInvitation(request.em, actorOf(request), request.params.id, null),
  );
};
