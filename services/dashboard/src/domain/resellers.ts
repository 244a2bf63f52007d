import {
  isValidEmail,
  normalizeWhatsapp,
  resellerMessages as text,
  type BrandInput,
  type ClientInput,
  type ResellerBrand,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { badRequest } from '@undangin/service-kit';
import { ownImage, type ClientFields } from '../repositories/resellers';

const field = (name: string, message: string) => badRequest(message, [{ field: name, message }]);
const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** A client as stored: the name trimmed, the number as 62…, the e-mail in lower case; bad ones refused by field. */
export function clientFields(input: ClientInput): ClientFields {
  const name = input.name.trim();
  if (!name) throw field('name', text.nameEmpty);
  const phoneText = blankToNull(input.phone);
  const phone = phoneText === null ? null : normalizeWhatsapp(phoneText);
  if (phone !== null && !/^62\d{8,13}$/.test(phone)) throw field('phone', text.phoneInvalid);
  const email = blankToNull(input.email)?.toLowerCase() ?? null;
  if (email !== null && !isValidEmail(email)) throw field('email', text.emailInvalid);
  return { name, phone, email, note: blankToNull(input.note) };
}

/**
 * The brand as stored: its name, a logo that is one of the account's own uploaded images (never an outside address:
 * guests' phones load nothing from elsewhere), a link to the reseller's site over https.
 */
export async function brandFields(em: EntityManager, ownerId: string, input: BrandInput): Promise<ResellerBrand> {
  const name = input.name.trim();
  if (!name) throw field('name', text.brandNameEmpty);
  const logo = blankToNull(input.logo_url);
  if (logo !== null && !(await ownImage(em, ownerId, logo))) throw field('logo_url', text.logoNotOwn);
  const linkText = blankToNull(input.link_url);
  let link: string | null = null;
  if (linkText !== null) {
    let url: URL;
    try {
      url = new URL(linkText);
    } catch {
      throw field('link_url', text.linkInvalid);
    }
    if (url.protocol !== 'https:' || url.username || url.password || !url.hostname.includes('.'))
      throw field('link_url', text.linkInvalid);
    // Stored as the URL parser writes it, which may be longer than what was typed (an accented name, escaped).
    if (url.href.length > 300) throw field('link_url', text.linkInvalid);
    link = url.href;
  }
  return { name, logo_url: logo, link_url: link };
}
