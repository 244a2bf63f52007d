import type { AdminInvitation, AdminInvitationPage, AdminListQuery } from '@undangin/contracts';
import { column, type EntityManager, type InvitationRecord } from '@undangin/db';

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
    total: string | number;
  };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const invitationSelect = `select i.id, i.slug, i.couple_name, i.user_id as owner_id, p.name as owner_name, u.email as owner_email,
    ${column('invitations', 'event_date', 'i')}::text as event_date, i.is_active, i.admin_disabled_at, i.admin_disabled_reason, i.created_at,
    (select count(*) from invitation_views v where v.invitation_id = i.id) as views,
    (select coalesce(sum(k.listed), 0) from guest_list_counts k where k.invitation_id = i.id) as guests,
    count(*) over () as total
  from invitations i
  join auth_users u on u.id = i.user_id
  left join profiles p on p.id = i.user_id`;

function toAdminInvitation({
  total: _total,
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

/** Invitations, newest first, matched on part of the couple's name, the slug or the owner's e-mail; or one owner's. */
export async function listInvitations(
  em: EntityManager,
  query: AdminListQuery & { ownerId?: string },
): Promise<AdminInvitationPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const conditions: string[] = [];
  const params: unknown[] = [];
  const search = query.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    conditions.push('(i.couple_name ilike ? or i.slug ilike ? or u.email ilike ?)');
    params.push(like, like, like);
  }
  if (query.ownerId) {
    conditions.push('i.user_id = ?');
    params.push(query.ownerId);
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const rows = await em.execute<InvitationRow[]>(
    `${invitationSelect} ${where} order by i.created_at desc, i.id limit ? offset ?`,
    [...params, perPage, (page - 1) * perPage],
  );
  const total = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await countInvitations(em, where, params);
  return { items: rows.map(toAdminInvitation), total, page, per_page: perPage };
}

async function countInvitations(em: EntityManager, where: string, params: unknown[]): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from invitations i join auth_users u on u.id = i.user_id ${where}`,
    params,
  );
  return Number(row?.n ?? 0);
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
