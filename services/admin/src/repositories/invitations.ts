import type { AdminInvitation, AdminInvitationPage, AdminListQuery } from '@undangin/contracts';
import { column, type EntityManager, type InvitationRecord } from '@undangin/db';
import { cursorTimeSql, escapeLike, keysetPage } from './keyset';

type InvitationRow = Pick<
  InvitationRecord,
  | 'id'
  | 'slug'
  | 'couple_name'
  | 'event_date'
  | 'is_active'
  | 'admin_disabled_at'
  | 'admin_disabled_reason'
  | 'created_at'
> &
  Pick<AdminInvitation, 'owner_id' | 'owner_name' | 'owner_email'> & {
    views: string | number;
    guests: string | number;
    cursor_time: string;
  };

const invitationSelect = `select i.id, i.slug, i.couple_name, i.user_id as owner_id, p.name as owner_name, u.email as owner_email,
    ${column('invitations', 'event_date', 'i')}::text as event_date, i.is_active, i.admin_disabled_at, i.admin_disabled_reason, i.created_at,
    (select coalesce(sum(d.views), 0) from invitation_view_days d where d.invitation_id = i.id) as views,
    (select coalesce(sum(k.listed), 0) from guest_list_counts k where k.invitation_id = i.id) as guests,
    ${cursorTimeSql('i.created_at')} as cursor_time
  from invitations i
  join auth_users u on u.id = i.user_id
  left join profiles p on p.id = i.user_id`;

function toAdminInvitation({
  cursor_time: _cursor,
  event_date,
  created_at,
  admin_disabled_at,
  views,
  guests,
  ...row
}: InvitationRow): AdminInvitation {
  return {
    ...row,
    event_date,
    created_at: new Date(created_at).toISOString(),
    admin_disabled_at: admin_disabled_at ? new Date(admin_disabled_at).toISOString() : null,
    views: Number(views),
    guests: Number(guests),
  };
}

/**
 * Invitations, newest first, a page after the cursor, matched on part of the couple's name, the slug or the owner's
 * e-mail; or one owner's.
 */
export async function listInvitations(
  em: EntityManager,
  query: AdminListQuery & { ownerId?: string },
): Promise<AdminInvitationPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const search = query.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    // One table's `or` through the trigram indexes of its columns, the owners' matches as an array of ids (found
    // once by the e-mail's trigram index): a common name then walks the newest invitations instead of sorting them all.
    conditions.push(`(i.couple_name ilike ? or i.slug ilike ?
      or i.user_id = any(array(select id from auth_users where email ilike ?)))`);
    params.push(like, like, like);
  }
  if (query.ownerId) {
    conditions.push('i.user_id = ?');
    params.push(query.ownerId);
  }
  return keysetPage(em, {
    select: invitationSelect,
    from: 'invitations i',
    conditions,
    params,
    time: 'i.created_at',
    id: 'i.id',
    idType: 'uuid',
    perPage: query.per_page ?? 20,
    cursor: query.cursor,
    idOf: (row) => row.id,
    toItem: toAdminInvitation,
  });
}

export async function findInvitation(em: EntityManager, id: string): Promise<AdminInvitation | null> {
  const [row] = await em.execute<InvitationRow[]>(`${invitationSelect} where i.id = ?`, [id]);
  return row ? toAdminInvitation(row) : null;
}

/** The admin role may write only these three columns of the dashboard's table. */
export async function setInvitationAdminDisabled(em: EntityManager, id: string, reason: string | null): Promise<void> {
  await em.execute(
    reason === null
      ? `update invitations set is_active = true, admin_disabled_at = null, admin_disabled_reason = null where id = ?`
      : `update invitations set is_active = false, admin_disabled_at = now(), admin_disabled_reason = ? where id = ?`,
    reason === null ? [id] : [reason, id],
  );
}
