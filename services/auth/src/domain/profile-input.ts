import { isValidWhatsapp, normalizeWhatsapp, type UserMetadata } from '@undangin/contracts';
import { authErrors } from './auth-errors';
import type { ProfileFields } from '../repositories/profiles';

const clean = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Merges metadata sent at sign-up or on profile save into what is stored: the WhatsApp number normalised
 * (and mirrored in `phone`), name and full_name kept together, empty values as null.
 */
export function mergeMetadata(
  current: Record<string, unknown>,
  incoming: UserMetadata | undefined,
): { metadata: Record<string, unknown>; profile: ProfileFields } {
  const merged: Record<string, unknown> = { ...current, ...incoming };
  const name = clean(incoming?.name) ?? clean(incoming?.full_name) ?? clean(current.name);
  const rawWhatsapp =
    incoming && ('whatsapp' in incoming || 'phone' in incoming)
      ? clean(incoming.whatsapp ?? incoming.phone)
      : clean(current.whatsapp);
  const whatsapp = rawWhatsapp ? normalizeWhatsapp(rawWhatsapp) : null;
  if (whatsapp && !isValidWhatsapp(whatsapp)) throw authErrors.whatsappInvalid();
  const metadata = {
    ...merged,
    name,
    full_name: name,
    whatsapp,
    phone: whatsapp,
    referral_code: clean(merged.referral_code),
    avatar_url: clean(merged.avatar_url),
  };
  return {
    metadata,
    profile: { name, whatsapp, referral_code: metadata.referral_code, avatar_url: metadata.avatar_url },
  };
}
