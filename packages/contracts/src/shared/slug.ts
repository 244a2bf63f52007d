export const slugRules = { min: 3, max: 50, pattern: /^[a-z0-9-]+$/ } as const;

/** Turns what a host types into a slug, the way the create screen does: lower case, dashes for anything else. */
export function normalizeSlug(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, slugRules.max);
}

export function isValidSlug(slug: string): boolean {
  return slug.length >= slugRules.min && slug.length <= slugRules.max && slugRules.pattern.test(slug);
}

/** Paths a slug may not take: every one-segment route of the product and the service prefixes. */
export const reservedSlugs: ReadonlySet<string> = new Set([
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'about',
  'contact',
  'blog',
  'cetak-undangan-custom',
  'product-video',
  'video-catalog',
  'custom-domain',
  'checkin',
  'tutorial',
  'portfolio',
  'promo',
  'themes',
  'privacy',
  'terms',
  'payment-success',
  'payment-error',
  'payment-pending',
  'app',
  'admin',
  'api',
  'auth',
  'remotes',
  'uploads',
  'dev',
  'demo',
  'pricing',
  'partners',
  'robots',
  'favicon',
  'static',
  'assets',
  'undangin',
  'resepsionis',
]);

/** A guest's personal link: greets them by name (?to=) and carries their secret code (&g=) for check-in and RSVP. */
export function personalInvitationLink(
  origin: string,
  slug: string,
  guest: { name: string; code: string },
  customDomain?: string | null,
): string {
  return `${invitationAddress(origin, slug, customDomain)}?to=${encodeURIComponent(guest.name)}&g=${guest.code}`;
}

/** A host's custom domain's root, always over HTTPS (the edge holds its certificate): `https://<domain>/`. */
export const customDomainUrl = (domain: string): string => new URL(`//${domain}/`, 'https://undangin.id').href;

/** Where an invitation answers: its verified custom domain's root, else `/{slug}` on the platform. */
export const invitationAddress = (origin: string, slug: string, customDomain?: string | null): string =>
  customDomain ? customDomainUrl(customDomain) : `${origin}/${slug}`;
