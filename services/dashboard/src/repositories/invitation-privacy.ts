import type { InvitationPrivacy, PrivacySettings } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

/** The invitation's privacy as its editor shows it; null when there is no such invitation. */
export async function privacyOf(em: EntityManager, invitationId: string): Promise<PrivacySettings | null> {
  const [row] = await em.execute<PrivacySettings[]>(
    `select i.privacy, i.privacy_title as title,
       exists (select 1 from invitation_passwords p where p.invitation_id = i.id) as has_password
     from invitations i where i.id = ?`,
    [invitationId],
  );
  return row ?? null;
}

/**
 * Sets who may open the page. The row's update NOTIFYs public_slug_changed: every replica of the page service drops
 * its copy at once.
 */
export async function setPrivacy(
  em: EntityManager,
  invitationId: string,
  privacy: InvitationPrivacy,
  title: string | null,
): Promise<void> {
  await em.execute(`update invitations set privacy = ?, privacy_title = ?, updated_at = now() where id = ?`, [
    privacy,
    title,
    invitationId,
  ]);
}

/** A new password and a new key for the unlock cookie: every browser that unlocked with the old one is locked out. */
export async function setInvitationPassword(
  em: EntityManager,
  invitationId: string,
  passwordHash: string,
  accessKey: string,
): Promise<void> {
  await em.execute(
    `insert into invitation_passwords (invitation_id, password_hash, access_key) values (?, ?, ?)
     on conflict (invitation_id) do update set password_hash = excluded.password_hash,
       access_key = excluded.access_key, updated_at = now()`,
    [invitationId, passwordHash, accessKey],
  );
}
