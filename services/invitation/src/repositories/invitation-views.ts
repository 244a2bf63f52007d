import { column, publicInvitation, selection, type EntityManager, type SelectedRow } from '@undangin/db';

const viewColumns = selection('invitation_views', ['invitation_id', 'visitor', 'day', 'guest_id']);
const counted = selection('invitation_views', ['invitation_id', 'guest_id']);
const guestCode = column('guests', 'code', 'g');

/**
 * Counts one view of the active invitation at `slug` per visitor per day (Jakarta time), naming the guest whose
 * personal link carries `code`. Null when nothing was counted: no such invitation, or already counted today.
 */
export async function countInvitationView(
  em: EntityManager,
  slug: string,
  visitor: string,
  code: string,
): Promise<{ guestId: string | null } | null> {
  const [row] = await em.execute<Array<SelectedRow<typeof counted>>>(
    `insert into invitation_views (${viewColumns.sql()})
     select i.id, ?, (now() at time zone 'Asia/Jakarta')::date,
       (select g.id from guests g where g.invitation_id = i.id and ${guestCode} = ? limit 1)
     from invitations i where i.slug = ? and ${publicInvitation('i')}
     on conflict do nothing returning ${counted.sql()}`,
    [visitor, code, slug],
  );
  return row ? { guestId: row.guest_id } : null;
}
