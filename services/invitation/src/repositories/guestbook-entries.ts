import { publicInvitation, selection, type EntityManager, type SelectedRow } from '@undangin/db';

const shown = selection('guestbook_entries', ['id', 'name', 'message', 'created_at']);
const moderated = selection('guestbook_entries', [
  'id',
  'name',
  'email',
  'message',
  'hidden',
  'approved',
  'created_at',
]);
/** SQL: whether entry `e` shows (its hosts neither hid it nor still have to approve it). */
const visible = (e: string) => `(not ${e}.hidden and ${e}.approved)`;

/** A guest book entry as the public page shows it. */
export type GuestbookRow = SelectedRow<typeof shown>;

/** A guest book entry as its host moderates it. */
export type OwnerGuestbookRow = SelectedRow<typeof moderated>;

/** The newest `limit` entries of an active invitation that show. */
export function listVisibleEntries(em: EntityManager, slug: string, limit = 200): Promise<GuestbookRow[]> {
  return em.execute<GuestbookRow[]>(
    `select ${shown.sql('e')} from invitations i
     join guestbook_entries e on e.invitation_id = i.id and ${visible('e')}
     where i.slug = ? and ${publicInvitation('i')} order by e.created_at desc limit ?`,
    [slug, limit],
  );
}

/** The newest `limit` entries of an invitation that show (a wall's start). */
export function visibleEntriesOf(em: EntityManager, invitationId: string, limit: number): Promise<GuestbookRow[]> {
  return em.execute<GuestbookRow[]>(
    `select ${shown.sql('e')} from guestbook_entries e where e.invitation_id = ? and ${visible('e')}
     order by e.created_at desc limit ?`,
    [invitationId, limit],
  );
}

/** One entry of an invitation as a wall shows it; null when it does not show (hidden, waiting, deleted). */
export async function visibleEntry(
  em: EntityManager,
  invitationId: string,
  entryId: string,
): Promise<GuestbookRow | null> {
  const [row] = await em.execute<GuestbookRow[]>(
    `select ${shown.sql('e')} from guestbook_entries e where e.id = ? and e.invitation_id = ? and ${visible('e')}`,
    [entryId, invitationId],
  );
  return row ?? null;
}

/**
 * Adds a wish to the active invitation at `slug`, waiting for approval when its hosts approve wishes first; null when
 * there is no such invitation.
 */
export async function addEntry(
  em: EntityManager,
  slug: string,
  entry: { name: string; email: string | null; message: string },
): Promise<(GuestbookRow & { approved: boolean }) | null> {
  const [row] = await em.execute<Array<GuestbookRow & { approved: boolean }>>(
    `insert into guestbook_entries (invitation_id, name, email, message, approved)
     select i.id, ?, ?, ?,
       not coalesce((select s.approve_first from guestbook_settings s where s.invitation_id = i.id), false)
     from invitations i where i.slug = ? and ${publicInvitation('i')} returning ${shown.sql()}, approved`,
    [entry.name, entry.email, entry.message, slug],
  );
  return row ?? null;
}

/** Every entry of an invitation, hidden and waiting ones too, newest first. */
export function listAllEntries(em: EntityManager, invitationId: string): Promise<OwnerGuestbookRow[]> {
  return em.execute<OwnerGuestbookRow[]>(
    `select ${moderated.sql()} from guestbook_entries where invitation_id = ? order by created_at desc`,
    [invitationId],
  );
}

/** Hides or shows, and approves or withdraws, an entry of an invitation; null when the entry is not its. */
export async function setEntryState(
  em: EntityManager,
  invitationId: string,
  entryId: string,
  change: { hidden?: boolean; approved?: boolean },
): Promise<OwnerGuestbookRow | null> {
  const [row] = await em.execute<OwnerGuestbookRow[]>(
    `update guestbook_entries set hidden = coalesce(?, hidden), approved = coalesce(?, approved)
     where id = ? and invitation_id = ? returning ${moderated.sql()}`,
    [change.hidden ?? null, change.approved ?? null, entryId, invitationId],
  );
  return row ?? null;
}
