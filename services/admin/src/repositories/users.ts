import type { AdminUser, AdminUserPage, AdminUserQuery } from '@undangin/contracts';
import { column, planInForceSql, type EntityManager } from '@undangin/db';
import { afterCursor, cappedCount, cursorTimeSql, escapeLike, pageOf, readCursor, whereSql } from './keyset';

const disabledAt = column('auth_users', 'disabled_at');

interface UserRow extends Omit<AdminUser, 'created_at' | 'last_sign_in_at' | 'status'> {
  created_at: Date | string;
  last_sign_in_at: Date | string | null;
  disabled_at: Date | string | null;
  cursor_time: string;
}

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

const isAdmin = `(u.role = 'admin' or (u.admin_by_setting is not null and u.admin_revoked_at is null))`;
const accountsFrom = `from auth_users u left join profiles p on p.id = u.id`;
const userFrom = `${accountsFrom} join plans pl on pl.id = ${planInForceSql('u.id')}`;
const userSelect = `select u.id, p.name, u.email, p.whatsapp, pl.id as plan_id, pl.name as plan_name,
    case when ${isAdmin} then 'admin' else 'user' end as role,
    case when u.admin_revoked_at is null then u.admin_by_setting end as admin_by_setting, u.${disabledAt}, u.disabled_reason,
    u.created_at, u.last_sign_in_at, ${cursorTimeSql('u.created_at')} as cursor_time
  ${userFrom}`;

function toAdminUser({ cursor_time: _cursor, disabled_at, created_at, last_sign_in_at, ...row }: UserRow): AdminUser {
  return {
    ...row,
    status: disabled_at ? 'disabled' : 'active',
    created_at: iso(created_at)!,
    last_sign_in_at: iso(last_sign_in_at),
  };
}

/**
 * Accounts, newest first, a page after the cursor, matched on part of the name, e-mail or WhatsApp number (digits as
 * typed, 0… or 62…), and filtered by role, status and the plan in force.
 */
export async function listUsers(em: EntityManager, query: AdminUserQuery): Promise<AdminUserPage> {
  const perPage = query.per_page ?? 20;
  const search = query.search?.trim();
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (search) {
    const like = `%${escapeLike(search)}%`;
    const digits = search.replace(/\D/g, '').replace(/^0/, '62');
    // Each part through its own trigram index: one `or` across the two tables would read every account.
    conditions.push(`u.id in (select id from auth_users where email ilike ?
      union all select id from profiles where name ilike ?${digits.length >= 3 ? ' or whatsapp like ?' : ''})`);
    params.push(like, like, ...(digits.length >= 3 ? [`%${digits}%`] : []));
  }
  if (query.role) conditions.push(query.role === 'admin' ? isAdmin : `not ${isAdmin}`);
  if (query.status) conditions.push(`u.${disabledAt} is ${query.status === 'disabled' ? 'not null' : 'null'}`);
  if (query.plan) {
    // A paid plan's few accounts are found through their subscriptions, not by working out every account's plan.
    if (query.plan !== 'gratis') {
      conditions.push(`u.id in (select s.user_id from subscriptions s where s.plan_id = ? and s.status = 'active')`);
      params.push(query.plan);
    }
    conditions.push('pl.id = ?');
    params.push(query.plan);
  }
  const where = whereSql(conditions);
  const cursor = readCursor(query.cursor);
  const [after, afterParams] = cursor ? afterCursor(cursor, 'u.created_at', 'u.id', 'uuid') : [null, []];
  const rows = await em.execute<UserRow[]>(
    `${userSelect} ${whereSql([...conditions, ...(after ? [after] : [])])}
      order by u.created_at desc, u.id desc limit ?`,
    [...params, ...afterParams, perPage + 1],
  );
  const page = pageOf(rows, perPage, (row) => row.id);
  const counted = await cappedCount(em, `${query.plan ? userFrom : accountsFrom} ${where}`, params);
  return { items: page.rows.map(toAdminUser), next_cursor: page.next_cursor, per_page: perPage, ...counted };
}

export async function findUser(em: EntityManager, id: string): Promise<AdminUser | null> {
  const [row] = await em.execute<UserRow[]>(`${userSelect} where u.id = ?`, [id]);
  return row ? toAdminUser(row) : null;
}

/** Through the auth tables' one door for the admin role (SECURITY DEFINER): disabling also ends every session. */
export async function setUserDisabled(
  em: EntityManager,
  id: string,
  disabled: boolean,
  reason: string | null,
): Promise<void> {
  await em.execute(`select admin_set_user_disabled(?::uuid, ?, ?)`, [id, disabled, reason]);
}

/** Granting clears an operator's revocation; revoking stores one and ends every session, as `npm run admin` does. */
export async function setUserAdmin(em: EntityManager, id: string, admin: boolean): Promise<void> {
  await em.execute(`select admin_set_user_role(?::uuid, ?)`, [id, admin]);
}
