import type { Role } from '@undangin/contracts';
import type { AuthSettings } from '../settings';
import type { UserRow } from './gotrue-user';

type RoleFacts = Pick<
  UserRow,
  'role' | 'email' | 'email_confirmed_by_link' | 'password_chosen_by_link' | 'admin_revoked_at'
>;

/** Which operator setting names this address as an admin's: ADMIN_EMAILS, ADMIN_DOMAIN (off unless set), or none. */
export function settingNamingAdmin(email: string, settings: AuthSettings): 'ADMIN_EMAILS' | 'ADMIN_DOMAIN' | null {
  const address = email.toLowerCase();
  if (settings.adminEmails.includes(address)) return 'ADMIN_EMAILS';
  if (settings.adminDomain && address.endsWith(`@${settings.adminDomain}`)) return 'ADMIN_DOMAIN';
  return null;
}

/**
 * Which operator setting makes the account admin whatever its stored role. Both proofs must come from the mailbox:
 * the address was confirmed by a mailed link, and the password that signs in was chosen in a session a mailed link
 * opened. Anyone can sign up someone else's address with a password of their own; when the mailbox's owner then
 * clicks the confirmation mail, the link proves the address but not the password.
 */
export function adminBySettings(user: RoleFacts, settings: AuthSettings): 'ADMIN_EMAILS' | 'ADMIN_DOMAIN' | null {
  if (!user.email_confirmed_by_link || !user.password_chosen_by_link) return null;
  return settingNamingAdmin(user.email, settings);
}

/**
 * Admin is a stored grant (`npm run admin -- grant`), or an address an operator setting names, proven as
 * adminBySettings says, and never after `npm run admin -- revoke`.
 */
export function roleOf(user: RoleFacts, settings: AuthSettings): Role {
  return user.role === 'admin' || (!user.admin_revoked_at && adminBySettings(user, settings)) ? 'admin' : 'user';
}
