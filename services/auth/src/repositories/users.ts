import { column, type EntityManager } from '@undangin/db';
import type { UserRow } from '../domain/gotrue-user';

const disabledAt = column('auth_users', 'disabled_at');

/** Every column a user answer needs; the password hash only where a sign-in checks it. */
const userColumns = `u.id, u.email, u.role, u.email_confirmed_at, u.email_confirmed_by_link, u.password_chosen_by_link, u.admin_revoked_at, u.confirmation_sent_at,
  u.recovery_sent_at, u.last_sign_in_at, u.user_metadata, u.created_at, u.updated_at, u.${disabledAt}`;

export type UserWithPassword = UserRow & { encrypted_password: string };

async function one(em: EntityManager, where: string, params: unknown[]): Promise<UserWithPassword | null> {
  const rows = await em.execute<UserWithPassword[]>(
    `select ${userColumns}, u.encrypted_password from auth_users u ${where} limit 1`,
    params,
  );
  return rows[0] ?? null;
}

export const findUserByEmail = (em: EntityManager, email: string) =>
  one(em, 'where lower(u.email) = lower(?)', [email]);
export const findUserById = (em: EntityManager, id: string) => one(em, 'where u.id = ?', [id]);
export const findUserByWhatsapp = (em: EntityManager, whatsapp: string) =>
  one(em, 'join profiles p on p.id = u.id where p.whatsapp = ?', [whatsapp]);

export interface NewUserRow {
  id: string;
  email: string;
  passwordHash: string;
  metadata: Record<string, unknown>;
  confirmed: boolean;
}

/** An auto-confirmed account is proven from its first row. */
export async function insertUser(em: EntityManager, user: NewUserRow): Promise<void> {
  await em.execute(
    `insert into auth_users (id, email, encrypted_password, email_confirmed_at, user_metadata)
     values (?, ?, ?, ${user.confirmed ? 'now()' : 'null'}, ?::jsonb)`,
    [user.id, user.email, user.passwordHash, JSON.stringify(user.metadata)],
  );
}

export async function setUserMetadata(
  em: EntityManager,
  userId: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  await em.execute(`update auth_users set user_metadata = ?::jsonb, updated_at = now() where id = ?`, [
    JSON.stringify(metadata),
    userId,
  ]);
}

/** `chosenByLink`: the password was chosen in a session a mailed link opened (see domain/roles.ts). */
export async function setPasswordHash(
  em: EntityManager,
  userId: string,
  passwordHash: string,
  chosenByLink: boolean,
): Promise<void> {
  await em.execute(
    `update auth_users set encrypted_password = ?, password_chosen_by_link = ?, updated_at = now() where id = ?`,
    [passwordHash, chosenByLink, userId],
  );
}

export async function markSignedIn(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`update auth_users set last_sign_in_at = now() where id = ?`, [userId]);
}

/** The first proof's time stays; the sign-up-link flag, once set, stays set. */
export async function markEmailConfirmed(em: EntityManager, userId: string, bySignUpLink: boolean): Promise<void> {
  await em.execute(
    `update auth_users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       email_confirmed_by_link = email_confirmed_by_link or ?, updated_at = now() where id = ?`,
    [bySignUpLink, userId],
  );
}

export async function markMailSent(
  em: EntityManager,
  userId: string,
  kind: 'confirmation' | 'recovery',
): Promise<void> {
  const column = kind === 'confirmation' ? 'confirmation_sent_at' : 'recovery_sent_at';
  await em.execute(`update auth_users set ${column} = now() where id = ?`, [userId]);
}

/** Whether the address is proven, the account's row locked until the transaction ends; null for no such account. */
export async function lockEmailProven(em: EntityManager, userId: string): Promise<boolean | null> {
  const [owner] = await em.execute<{ proven: boolean }[]>(
    `select email_confirmed_at is not null as proven from auth_users where id = ? for update`,
    [userId],
  );
  return owner ? owner.proven : null;
}

/** Written only when it changed: most sign-ins leave the row alone. */
export async function recordAdminBySetting(
  em: EntityManager,
  userId: string,
  bySetting: 'ADMIN_EMAILS' | 'ADMIN_DOMAIN' | null,
): Promise<void> {
  await em.execute(`update auth_users set admin_by_setting = ? where id = ? and admin_by_setting is distinct from ?`, [
    bySetting,
    userId,
    bySetting,
  ]);
}

/** The stored admin role, clearing any earlier revoke; the account's id, null when no account has the address. */
export async function storeAdminRole(em: EntityManager, email: string): Promise<string | null> {
  const rows = await em.execute<{ id: string }[]>(
    `update auth_users set role = 'admin', admin_revoked_at = null, updated_at = now() where lower(email) = lower(?) returning id`,
    [email],
  );
  return rows[0]?.id ?? null;
}

/** No stored role and the time of the revoke; the account's id, null when no account has the address. */
export async function storeAdminRevoke(em: EntityManager, email: string): Promise<string | null> {
  const rows = await em.execute<{ id: string }[]>(
    `update auth_users set role = 'user', admin_revoked_at = now(), updated_at = now() where lower(email) = lower(?) returning id`,
    [email],
  );
  return rows[0]?.id ?? null;
}
