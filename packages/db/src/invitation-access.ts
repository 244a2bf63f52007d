import type { EntityManager } from '@mikro-orm/postgresql';
import type { InvitationRole } from '@undangin/contracts';
import { preparedRows } from './prepared';

/** Who the caller is to an invitation, and whose plan and limits apply (its owner's). */
export interface InvitationAccess {
  invitationId: string;
  ownerId: string;
  role: InvitationRole;
}

/**
 * The caller's role on an invitation: its owner, or a co-host (invitation_members), or null when neither. Read on every
 * call, so a revoked co-host is refused on their next request.
 */
export async function invitationAccessOf(
  em: EntityManager,
  userId: string,
  invitationId: string,
): Promise<InvitationAccess | null> {
  const [row] = await preparedRows<{ owner_id: string; role: InvitationRole }>(
    em,
    `select i.user_id as owner_id, case when i.user_id = ? then 'owner' else m.role end as role
     from invitations i left join invitation_members m on m.invitation_id = i.id and m.user_id = ?
     where i.id = ? and (i.user_id = ? or m.user_id is not null)`,
    [userId, userId, invitationId, userId],
  );
  return row ? { invitationId, ownerId: row.owner_id, role: row.role } : null;
}

/** The same by the invitation's slug (the invitation service's host routes). */
export async function invitationAccessBySlug(
  em: EntityManager,
  userId: string,
  slug: string,
): Promise<InvitationAccess | null> {
  const [row] = await preparedRows<{ id: string; owner_id: string; role: InvitationRole }>(
    em,
    `select i.id, i.user_id as owner_id, case when i.user_id = ? then 'owner' else m.role end as role
     from invitations i left join invitation_members m on m.invitation_id = i.id and m.user_id = ?
     where i.slug = ? and (i.user_id = ? or m.user_id is not null)`,
    [userId, userId, slug, userId],
  );
  return row ? { invitationId: row.id, ownerId: row.owner_id, role: row.role } : null;
}
