export const slugRules = { min: 3, max: 50, pattern: /^[a-z0-9-]+$/ } as const;

/** Turns what a host types into a slug, the way the create screen does (spec 001 §5). */
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
