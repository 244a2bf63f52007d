/** The kinds of event an invitation or a print template is for, in the interface's words (one list for every screen). */
export const categoryLabels = {
  wedding: 'Pernikahan',
  birthday: 'Ulang Tahun',
  corporate: 'Corporate',
  graduation: 'Wisuda',
  aqiqah: 'Aqiqah',
  anniversary: 'Anniversary',
  party: 'Pesta',
  other: 'Lainnya',
} as const;
export type EventCategory = keyof typeof categoryLabels;

/** A category's label; one this list does not know yet is shown as it is. */
export const categoryLabel = (category: string): string =>
  (categoryLabels as Record<string, string | undefined>)[category] ?? category;
