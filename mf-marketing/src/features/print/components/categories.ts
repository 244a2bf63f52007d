const labels: Record<string, string> = {
  wedding: 'Pernikahan',
  birthday: 'Ulang Tahun',
  corporate: 'Corporate',
  graduation: 'Wisuda',
  aqiqah: 'Aqiqah',
  anniversary: 'Anniversary',
  party: 'Pesta',
  other: 'Lainnya',
};
export const categoryLabel = (category: string): string => labels[category] ?? category;
