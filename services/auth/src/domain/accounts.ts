import type { EntityManager } from '@undangin/db';
import { authErrors } from './auth-errors';
import type { UserRow } from './gotrue-user';

/** The auth service's queries on auth_users and profiles. */
const userColumns = `u.id, u.email, u.role, u.email_confirmed_at, u.email_confirmed_by_link, u.admin_revoked_at, u.confirmation_sent_at,
  u.recovery_sent_at, u.last_sign_in_at, u.user_metadata, u.created_at, u.updated_at, u.disabled_at`;

export type UserWithPassword = UserRow & { encrypted_password: string };

export interface ProfileFields {
  name: string | null;
  whatsapp: string | null;
  referral_code: string | null;
  avatar_url: string | null;
}

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

/** A unique index answers races atomically; this names which one was hit. */
function mapUniqueViolation(err: unknown): never {
  const violation = err as { code?: string; constraint?: string; message?: string };
  const constraint = violation.constraint ?? violation.message ?? '';
  if (constraint.includes('profiles_whatsapp_key')) throw authErrors.phoneExists();
  if (constraint.includes('auth_users_email_key') || constraint.includes('auth_users_pkey'))
    throw authErrors.userAlreadyExists();
  throw err;
}

/**
 * What a confirmation link knows about the sign-up it was mailed for. `contested`: the address was signed up more
 * than once before anyone proved it, so nobody's password can be trusted: following the link proves the address
 * and asks its owner to choose a password.
 */
export interface PendingSignup {
  contested: true;
}

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  metadata: Record<string, unknown>;
  profile: ProfileFields;
  confirmed: boolean;
}

/** The user and their profile, together or not at all. */
export async function createUser(em: EntityManager, user: NewUser): Promise<UserWithPassword> {
  try {
    await em.transactional(async (tx) => {
      await tx.execute(
        `insert into auth_users (id, email, encrypted_password, email_confirmed_at, user_metadata)
         values (?, ?, ?, ${user.confirmed ? 'now()' : 'null'}, ?::jsonb)`,
        [user.id, user.email, user.passwordHash, JSON.stringify(user.metadata)],
      );
      await tx.execute(
        `insert into profiles (id, name, email, whatsapp, referral_code, avatar_url) values (?, ?, ?, ?, ?, ?)`,
        [
          user.id,
          user.profile.name,
          user.email,
          user.profile.whatsapp,
          user.profile.referral_code,
          user.profile.avatar_url,
        ],
      );
    });
  } catch (err) {
    mapUniqueViolation(err);
  }
  return (await findUserById(em, user.id))!;
}

/** Saves new metadata and mirrors it into the profile, in one transaction. */
export async function saveProfile(
  em: EntityManager,
  userId: string,
  metadata: Record<string, unknown>,
  profile: ProfileFields,
): Promise<void> {
  try {
    await em.transactional(async (tx) => {
      await tx.execute(`update auth_users set user_metadata = ?::jsonb, updated_at = now() where id = ?`, [
        JSON.stringify(metadata),
        userId,
      ]);
      await tx.execute(
        `insert into profiles (id, name, email, whatsapp, referral_code, avatar_url)
         select id, ?, email, ?, ?, ? from auth_users where id = ?
         on conflict (id) do update set name = excluded.name, whatsapp = excluded.whatsapp,
           referral_code = excluded.referral_code, avatar_url = excluded.avatar_url, updated_at = now()`,
        [profile.name, profile.whatsapp, profile.referral_code, profile.avatar_url, userId],
      );
    });
  } catch (err) {
    mapUniqueViolation(err);
  }
}

/**
 * Applies a repeat sign-up's credentials as its link confirms the address; never to an account confirmed
 * already. A WhatsApp number someone else took meanwhile is left out, the password still applies.
 */
/**
 * A contested address is proven: every password set by a sign-up is void (an unusable hash of a random secret)
 * and every session ends; the owner sets a password through the recovery session the link opens.
 */
export async function voidContestedPassword(em: EntityManager, userId: string, unusableHash: string): Promise<void> {
  await em.execute(`update auth_users set encrypted_password = ?, updated_at = now() where id = ?`, [
    unusableHash,
    userId,
  ]);
  await em.execute(`delete from auth_sessions where user_id = ?`, [userId]);
}

export async function setPassword(em: EntityManager, userId: string, passwordHash: string): Promise<void> {
  await em.execute(`update auth_users set encrypted_password = ?, updated_at = now() where id = ?`, [
    passwordHash,
    userId,
  ]);
}

export async function markSignedIn(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`update auth_users set last_sign_in_at = now() where id = ?`, [userId]);
}

/** Marks the address proven; `bySignUpLink` only for a sign-up's confirmation link, the one proof the admin rule accepts. */
export async function confirmEmail(em: EntityManager, userId: string, bySignUpLink: boolean): Promise<void> {
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

/** `npm run admin -- grant`: the stored admin role, clearing any earlier revoke. False when no account has the address. */
export async function grantAdmin(em: EntityManager, email: string): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `update auth_users set role = 'admin', admin_revoked_at = null, updated_at = now() where lower(email) = lower(?) returning id`,
    [email],
  );
  return rows.length > 0;
}

/**
 * `npm run admin -- revoke`: no stored role, and a revoke that beats ADMIN_EMAILS and ADMIN_DOMAIN. Every session
 * ends with it, so no admin token outlives the revoke by a refresh. False when no account has the address.
 */
export async function revokeAdmin(em: EntityManager, email: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<{ id: string }[]>(
      `update auth_users set role = 'user', admin_revoked_at = now(), updated_at = now() where lower(email) = lower(?) returning id`,
      [email],
    );
    if (!rows[0]) return false;
    await tx.execute(`delete from auth_sessions where user_id = ?`, [rows[0].id]);
    return true;
  });
}
