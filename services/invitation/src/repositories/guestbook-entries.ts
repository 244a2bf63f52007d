import { publicInvitation, selection, type EntityManager, type SelectedRow } from '@undangin/db';

const shown = selection('guestbook_entries', ['id', 'name', 'message', 'created_at']);
const moderated = selection('guestbook_entries', ['id', 'name', 'email', 'message', 'hidden', 'created_at']);

/** A guest book entry as the public page shows it. */
export type GuestbookRow = SelectedRow<typeof shown>;

/** A guest book entry as its host moderates it. */
export type OwnerGuestbookRow = SelectedRow<typeof moderated>;

/** The newest 200 entries of an active invitation that its host has not hidden. */
export function listVisibleEntries(em: EntityManager, slug: string): Promise<GuestbookRow[]> {
  return em.execute<GuestbookRow[]>(
    `select ${shown.sql('e')} from invitations i
     join guestbook_entries e on e.invitation_id = i.id and not e.hidden
     where i.slug = ? and ${publicInvitation('i')} order by e.created_at desc limit 200`,
    [slug],
  );
}

/** Adds a wish to the active invitation at `slug`; null when there is none. */
export async function addEntry(
  em: EntityManager,
  slug: string,
  entry: { name: string; email: string | null; message: string },
): Promise<GuestbookRow | null> {
  const [row] = await em.execute<GuestbookRow[]>(
    `insert into guestbook_entries (invitation_id, name, email, message)
     select i.id, ?, ?, ? from invitations i where i.slug = ? and ${publicInvitation('i')} returning ${shown.sql()}`,
    [entry.name, entry.email, entry.message, slug],
  );
  return row ?? null;
}

/** Every entry of an invitation, hidden ones too, newest first. */
export function listAllEntries(em: EntityManager, invitationId: string): Promise<OwnerGuestbookRow[]> {
  return em.execute<OwnerGuestbookRow[]>(
    `select ${moderated.sql()} from guestbook_entries where invitation_id = ? order by created_at desc`,
    [invitationId],
  );
}

/** Hides or shows an entry of an invitation `userId` owns; null when the entry is not theirs. */
export async function setEntryHidden(
  em: EntityManager,
  owner: { userId: string; invitationId: string },
  entryId: string,
  hidden: boolean,
): Promise<OwnerGuestbookRow | null> {
  const [row] = await em.execute<OwnerGuestbookRow[]>(
    `update guestbook_entries e set hidden = ? from invitations i
     where e.id = ? and e.invitation_id = i.id and i.id = ? and i.user_id = ?
     returning ${moderated.sql('e')}`,
    [hidden, entryId, owner.invitationId, owner.userId],
  );
  return row ?? null;
}
