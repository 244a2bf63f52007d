import { preparedRows, publicInvitation, type Columns, type EntityManager } from '@undangin/db';

// Reads only: the dashboard service writes the invitation's privacy and password.

export type PrivateRow = Columns<'invitations', 'id' | 'slug' | 'privacy' | 'privacy_title'>;

/** The public invitation at `slug` when it is private (guests or password); null when public or absent. */
export async function privateInvitation(em: EntityManager, slug: string): Promise<PrivateRow | null> {
  const [row] = await preparedRows<PrivateRow>(
    em,
    `select i.id, i.slug, i.privacy, i.privacy_title from invitations i
     where i.slug = ? and i.privacy <> 'public' and ${publicInvitation('i')}`,
    [slug],
  );
  return row ?? null;
}

/** Whether `code` is the personal link of a guest of the invitation. */
export async function isGuestCode(em: EntityManager, invitationId: string, code: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from guests where invitation_id = ? and code = ?`, [invitationId, code]);
  return rows.length > 0;
}

/** Whether `key` is the invitation's current unlock key (a changed password issues a new one). */
export async function isAccessKey(em: EntityManager, invitationId: string, key: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from invitation_passwords where invitation_id = ? and access_key = ?`, [
    invitationId,
    key,
  ]);
  return rows.length > 0;
}

export async function passwordOf(
  em: EntityManager,
  invitationId: string,
): Promise<Columns<'invitation_passwords', 'password_hash' | 'access_key'> | null> {
  const [row] = await em.execute<Array<Columns<'invitation_passwords', 'password_hash' | 'access_key'>>>(
    `select password_hash, access_key from invitation_passwords where invitation_id = ?`,
    [invitationId],
  );
  return row ?? null;
}
