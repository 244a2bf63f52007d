import type { Theme } from '@undangin/contracts';

/** The filter vocabularies of /themes. */
export const themeCategories = [
  'Wedding',
  'Aqiqah & Tasmiyah',
  'Syukuran & Islami',
  'Kids & Birthday',
  'Party & Dinner',
  'Umum & Seminar',
  'School & Graduation',
  'Christmas & New Year',
  'Tasyakuran Khitan',
];
export const themeStyles = [
  'Adat',
  'Syari',
  'Tanpa Foto',
  'Watercolor',
  'Flowers',
  'Minimalist',
  'Elegant',
  'Flat',
  'Hand Drawn',
];
export const themeColors = [
  'Hitam',
  'Putih',
  'Gold',
  'Merah',
  'Kuning',
  'Ungu',
  'Biru',
  'Hijau',
  'Pink',
  'Cream',
  'Coklat',
];

export interface ThemeFilter {
  category: string;
  style: string;
  color: string;
}
export const noFilter: ThemeFilter = { category: 'all', style: 'all', color: 'all' };

/** Search is case-insensitive across name, description and category; every chosen filter must match. */
export function filterThemes(themes: readonly Theme[], query: string, filter: ThemeFilter): Theme[] {
  const q = query.trim().toLowerCase();
  return themes.filter(
    (t) =>
      (!q || [t.name, t.description, t.category].some((text) => text.toLowerCase().includes(q))) &&
      (filter.category === 'all' || t.category === filter.category) &&
      (filter.style === 'all' || t.style === filter.style) &&
      (filter.color === 'all' || t.color === filter.color),
  );
}
