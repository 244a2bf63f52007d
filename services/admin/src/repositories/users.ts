import type { AdminUser, AdminUserPage, AdminUserQuery } from '@undangin/contracts';
import { column, planInForceSql, type EntityManager } from '@undangin/db';

const disabledAt = column('auth_users', 'disabled_at');

interface UserRow extends Omit<AdminUser, 'created_at' | 'last_sign_in_at' | 'status'> {
  created_at: Date | string;
  last_sign_in_at: Date | string | null;
  disabled_at: Date | string | null;
  total: string | number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

const isAdmin = `(u.role = 'admin' or (u.admin_by_setting is not null and u.admin_revoked_at is null))`;
const userFrom = `from auth_users u
  left join profiles p on p.id = u.id
  join plans pl on pl.id = ${planInForceSql('u.id')}`;
const userSelect = `select u.id, p.name, u.email, p.whatsapp, pl.id as plan_id, pl.name as plan_name,
    case when ${isAdmin} then 'admin' else 'user' end as role,
    case when u.admin_revoked_at is null then u.admin_by_setting end as admin_by_setting, u.${disabledAt}, u.disabled_reason,
    u.created_at, u.last_sign_in_at, count(*) over () as total
  ${userFrom}`;

function toAdminUser({ total: _total, disabled_at, created_at, last_sign_in_at, ...row }: UserRow): AdminUser {
  return {
    ...row,
    status: disabled_at ? 'disabled' : 'active',
    created_at: iso(created_at)!,
    last_sign_in_at: iso(last_sign_in_at),
  };
}

/**
 * Accounts, newest first, matched on part of the name, e-mail or WhatsApp number (digits as typed, 0… or 62…), and
 * filtered by role, status and the plan in force.
 */
export async function listUsers(em: EntityManager, query: AdminUserQuery): Promise<AdminUserPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const search = query.search?.trim();
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (search) {
    const like = `%${escapeLike(search)}%`;
    const digits = search.replace(/\D/g, '').replace(/^0/, '62');
    conditions.push(`(p.name ilike ? or u.email ilike ?${digits.length >= 3 ? ' or p.whatsapp like ?' : ''})`);
    params.push(like, like, ...(digits.length >= 3 ? [`%${digits}%`] : []));
  }
  if (query.role) conditions.push(query.role === 'admin' ? isAdmin : `not ${isAdmin}`);
  if (query.status) conditions.push(`u.${disabledAt} is ${query.status === 'disabled' ? 'not null' : 'null'}`);
  if (query.plan) {
    conditions.push('pl.id = ?');
    params.push(query.plan);
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const rows = await em.execute<UserRow[]>(`${userSelect} ${where} order by u.created_at desc, u.id limit ? offset ?`, [
    ...params,
    perPage,
    (page - 1) * perPage,
  ]);
  const total = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await countUsers(em, where, params);
  return { items: rows.map(toAdminUser), total, page, per_page: perPage };
}

async function countUsers(em: EntityManager, where: string, params: unknown[]): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>(`select count(*) as n ${userFrom} ${where}`, params);
  return Number(row?.n ?? 0);
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
