// Characters nobody sees: zero-width spaces and joiners, direction marks, variation selectors, soft hyphens.
const invisible = /\p{Default_Ignorable_Code_Point}/gu;
// Control characters other than whitespace (a tab or a line break becomes a space below).
const controls = /(?!\s)\p{Cc}/gu;
const spaces = /[\s\p{Z}]+/gu;

const pass = (text: string) =>
  text.normalize('NFKC').replace(invisible, '').replace(controls, '').replace(spaces, ' ').trim();

/**
 * A guest's name as it is stored and compared: Unicode NFKC (full-width letters, composed and decomposed accents and
 * no-break spaces become their plain forms), invisible characters removed, every run of whitespace one ASCII space,
 * trimmed. Two names that look the same become the same name, so one guest cannot appear twice. Case is kept; the
 * database compares names case-insensitively. The second pass settles what removing a character lets NFKC compose.
 */
export function normalizeGuestName(name: string): string {
  return pass(pass(name));
}
