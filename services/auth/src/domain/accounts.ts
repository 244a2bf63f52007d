import type { EntityManager } from '@undangin/db';
import { insertProfile, saveProfileFields, type ProfileFields } from '../repositories/profiles';
import { deleteUserSessions } from '../repositories/sessions';
import {
  findUserById,
  insertUser,
  setPasswordHash,
  setUserMetadata,
  storeAdminRevoke,
  storeAdminRole,
  type UserWithPassword,
} from '../repositories/users';
import { authErrors } from './auth-errors';

export type { ProfileFields, UserWithPassword };

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
      await insertUser(tx, user);
      await insertProfile(tx, user.id, user.email, user.profile);
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
      await setUserMetadata(tx, userId, metadata);
      await saveProfileFields(tx, userId, profile);
    });
  } catch (err) {
    mapUniqueViolation(err);
  }
}

/**
 * A contested address is proven: every password set by a sign-up is void (an unusable hash of a random secret)
 * and every session ends; the owner sets a password through the recovery session the link opens.
 */
export async function voidContestedPassword(em: EntityManager, userId: string, unusableHash: string): Promise<void> {
  await setPasswordHash(em, userId, unusableHash, false);
  await deleteUserSessions(em, userId);
}

/** `npm run admin -- grant`: the stored admin role, clearing any earlier revoke. False when no account has the address. */
export async function grantAdmin(em: EntityManager, email: string): Promise<boolean> {
  return (await storeAdminRole(em, email)) !== null;
}

/**
 * `npm run admin -- revoke`: no stored role, and a revoke that beats ADMIN_EMAILS and ADMIN_DOMAIN. Every session
 * ends with it, so no admin token outlives the revoke by a refresh. False when no account has the address.
 */
export async function revokeAdmin(em: EntityManager, email: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    const userId = await storeAdminRevoke(tx, email);
    if (!userId) return false;
    await deleteUserSessions(tx, userId);
    return true;
  });
}
