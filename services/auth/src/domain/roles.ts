import type { Role } from '@undangin/contracts';
import type { AuthSettings } from '../settings';
import type { UserRow } from './gotrue-user';

type RoleFacts = Pick<UserRow, 'role' | 'email' | 'email_confirmed_by_link' | 'admin_revoked_at'>;

/** Which operator setting makes a proven address admin whatever its stored role: ADMIN_EMAILS, ADMIN_DOMAIN, or none. */
export function adminBySettings(user: RoleFacts, settings: AuthSettings): 'ADMIN_EMAILS' | 'ADMIN_DOMAIN' | null {
  if (!user.email_confirmed_by_link) return null;
  const email = user.email.toLowerCase();
  if (settings.adminEmails.includes(email)) return 'ADMIN_EMAILS';
  if (email.endsWith(`@${settings.adminDomain}`)) return 'ADMIN_DOMAIN';
  return null;
}

/**
 * Admin is a stored grant (`npm run admin -- grant`), or an e-mail the operator listed, or one of the
 * product's own domain, the last two only once the address was proven by its sign-up's confirmation link
 * (anyone can type such an address into the sign-up form) and never after `npm run admin -- revoke`.
 */
export function roleOf(user: RoleFacts, settings: AuthSettings): Role {
  return user.role === 'admin' || (!user.admin_revoked_at && adminBySettings(user, settings)) ? 'admin' : 'user';
}
