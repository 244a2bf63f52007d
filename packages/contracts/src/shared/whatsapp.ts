export const countryCode = '62';

/**
 * Normalises an Indonesian WhatsApp number to 62…: a leading 0 (08…, or any other 0 when sending) or a bare 8 gets
 * 62 in front; +62 and 62 stay as they are.
 */
export function normalizeWhatsapp(input: string): string {
  const digits = input.replace(/[\s\-()+]/g, '');
  if (digits.startsWith('0')) return countryCode + digits.slice(1);
  if (digits.startsWith('8')) return countryCode + digits;
  return digits;
}

/** A login identifier without '@' is a WhatsApp number. */
export function isWhatsappIdentifier(identifier: string): boolean {
  return !identifier.includes('@');
}

/** A 62… number as Indonesians write it, e.g. '0812-3456-7890'. */
export function formatWhatsapp(number: string): string {
  const local = normalizeWhatsapp(number).replace(new RegExp(`^${countryCode}`), '0');
  return [local.slice(0, 4), local.slice(4, 8), local.slice(8)].filter(Boolean).join('-');
}

/** Undangin's own support number (chat links on the public site). */
export const supportWhatsapp = '6281234567890';

/** A WhatsApp chat link with a prefilled message (wa.me), opened by the visitor; nothing is sent for them. */
export function chatLink(message?: string, number: string = supportWhatsapp): string {
  return `https://wa.me/${normalizeWhatsapp(number)}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}
