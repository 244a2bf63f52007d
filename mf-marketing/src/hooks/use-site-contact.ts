import { chatLink, supportWhatsapp } from '@undangin/contracts';
import { useGetSiteQuery } from '../api/get-site';

/**
 * The contact details an admin edits, from /site. Chat links use the saved number, and the seeded one until it has
 * loaded, so no chat button is ever dead.
 */
export function useSiteContact() {
  const { data: site } = useGetSiteQuery();
  const number = site?.whatsapp ?? supportWhatsapp;
  return { site, chat: (message?: string) => chatLink(message, number) };
}
