import type { EntityManager } from '@undangin/db';

// Reads only: the dashboard service owns the invitations table.

/** The id of the active invitation at `slug`, or null. */
export async function activeInvitationId(em: EntityManager, slug: string): Promise<string | null> {
  const [row] = await em.execute<Array<{ id: string }>>(`select id from invitations where slug = ? and is_active`, [
    slug,
  ]);
  return row?.id ?? null;
}

/** Whether invitation `invitationId` belongs to `userId`. */
export async function isOwnedBy(em: EntityManager, invitationId: string, userId: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from invitations where id = ? and user_id = ?`, [invitationId, userId]);
  return rows.length > 0;
}
