import type { Role } from '@undangin/contracts';
import type { AuthSettings } from '../settings';
import type { UserRow } from './gotrue-user';

/**
 * Admin is a stored grant (`npm run admin -- grant`), or an e-mail the operator listed, or one of the
 * product's own domain, the last two only once the address was proven by a mailed link: anyone can type
 * such an address into the sign-up form.
 */
export function roleOf(user: Pick<UserRow, 'role' | 'email' | 'email_confirmed_by_link'>, settings: AuthSettings): Role {
  if (user.role === 'admin') return 'admin';
  if (!user.email_confirmed_by_link) return 'user';
  const email = user.email.toLowerCase();
  if (settings.adminEmails.includes(email)) return 'admin';
  if (email.endsWith(`@${settings.adminDomain}`)) return 'admin';
  return 'user';
}
