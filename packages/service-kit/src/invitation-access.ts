import { coHostMessages, roleMeets, type InvitationNeed } from '@undangin/contracts';
import { invitationAccessOf, type InvitationAccess } from '@undangin/db';
import type { FastifyRequest } from 'fastify';
import { forbidden, notYours } from './errors';
import { requireUser } from './plugins/auth';

export type { InvitationAccess };

/** The caller with a role on the invitation in the path, plus who they are (for the activity log). */
export interface InvitationCaller extends InvitationAccess {
  userId: string;
  email: string | null;
}

function checked(access: InvitationAccess | null, need: InvitationNeed): InvitationAccess {
  // Not theirs at all: the same 404 as a missing one. Theirs with a smaller role: 403, which says so.
  if (!access) throw notYours();
  if (!roleMeets(access.role, need)) throw forbidden(coHostMessages.forbidden);
  return access;
}

/**
 * The invitation `invitationId` when the caller's role on it meets `need` ('owner', 'edit': owner or editor, 'desk':
 * any role); else 404 (none) or 403 (too small). Plan limits then apply to `ownerId`, never to the co-host.
 */
export async function requireInvitation(
  request: FastifyRequest,
  invitationId: string,
  need: InvitationNeed,
  em = request.em,
): Promise<InvitationCaller> {
  const user = requireUser(request);
  const access = checked(await invitationAccessOf(em, user.id, invitationId), need);
  return { ...access, userId: user.id, email: user.email };
}
