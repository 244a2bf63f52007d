import { publicInvitation, type EntityManager } from '@undangin/db';

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
  const [row] = await em.execute<Array<{ invitation_id: string; guest_id: string | null }>>(
    `insert into invitation_views (invitation_id, visitor, day, guest_id)
     select i.id, ?, (now() at time zone 'Asia/Jakarta')::date,
       (select g.id from guests g where g.invitation_id = i.id and g.code = ? limit 1)
     from invitations i where i.slug = ? and ${publicInvitation('i')}
     on conflict do nothing returning invitation_id, guest_id`,
    [visitor, code, slug],
  );
  return row ? { guestId: row.guest_id ?? null } : null;
}
