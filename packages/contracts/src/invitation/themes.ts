/** The four rendering themes and how an invitation's theme is resolved. */
export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  text: string;
  textSecondary: string;
}

export interface RenderingTheme {
  id: string;
  name: string;
  category: string;
  isPremium: boolean;
  description: string;
  colors: ThemeColors;
  fonts: { heading: string; body: string };
  layout: { cardStyle: 'glass' | 'solid' | 'gradient' };
  isCustom?: boolean;
}

/** Where each theme font is served (self-hosted latin WOFF2 subsets), for @font-face and preloading. */
export const themeFontFiles: Record<string, string> = {
  'Undangin Script': '/api/invitation/assets/fonts/great-vibes-latin-400-normal.woff2',
  'Undangin Serif': '/api/invitation/assets/fonts/playfair-display-latin-400-normal.woff2',
};

const systemSans = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** A theme's display face as a CSS font stack and weight: a self-hosted face, or the phone's own sans, set light. */
export function headingFont(heading: string): { stack: string; weight: number } {
  return heading === 'Undangin Sans'
    ? { stack: systemSans, weight: 300 }
    : { stack: `'${heading}', Georgia, serif`, weight: 400 };
}

export const renderingThemes: readonly RenderingTheme[] = [
  {
    id: 'romantic-blush',
    name: 'Romantic Blush',
    category: 'Wedding',
    isPremium: false,
    description: 'Merah muda lembut dengan nuansa romantis.',
    colors: {
      primary: '#c2456b',
      secondary: '#f7d6e0',
      accent: '#e8a0b4',
      background: '#fff7f9',
      text: '#3b2330',
      textSecondary: '#7a5a68',
    },
    fonts: { heading: 'Undangin Script', body: 'Undangin Sans' },
    layout: { cardStyle: 'glass' },
  },
  {
    id: 'golden-elegance',
    name: 'Golden Elegance',
    category: 'Wedding',
    isPremium: true,
    description: 'Hitam dan emas yang megah.',
    colors: {
      primary: '#b8860b',
      secondary: '#2b2620',
      accent: '#e6c878',
      background: '#17130f',
      text: '#f8f1e2',
      textSecondary: '#cbbf9f',
    },
    fonts: { heading: 'Undangin Serif', body: 'Undangin Sans' },
    layout: { cardStyle: 'solid' },
  },
  {
    id: 'forest-dream',
    name: 'Forest Dream',
    category: 'Wedding',
    isPremium: false,
    description: 'Hijau hutan yang teduh.',
    colors: {
      primary: '#2d6a4f',
      secondary: '#d8f3dc',
      accent: '#95d5b2',
      background: '#f4faf5',
      text: '#1b3a2b',
      textSecondary: '#4f6f5e',
    },
    fonts: { heading: 'Undangin Serif', body: 'Undangin Sans' },
    layout: { cardStyle: 'solid' },
  },
  {
    id: 'ocean-breeze',
    name: 'Ocean Breeze',
    category: 'Wedding',
    isPremium: false,
    description: 'Biru laut yang segar.',
    colors: {
      primary: '#1d4e89',
      secondary: '#dbeafe',
      accent: '#7cc6fe',
      background: '#f5faff',
      text: '#0f2440',
      textSecondary: '#4a6585',
    },
    fonts: { heading: 'Undangin Sans', body: 'Undangin Sans' },
    layout: { cardStyle: 'gradient' },
  },
];

const hex = /^#[0-9a-f]{6}$/i;

/**
 * The theme an invitation renders with: its customised theme_data when that is a valid theme, else the sample
 * of its theme_id (or of the catalogue theme's base), else the first sample.
 */
export function resolveTheme(themeId: string | null, themeData: unknown, baseThemeId?: string | null): RenderingTheme {
  const sample =
    renderingThemes.find((t) => t.id === themeId) ??
    renderingThemes.find((t) => t.id === baseThemeId) ??
    renderingThemes[0]!;
  const data = typeof themeData === 'string' ? safeParse(themeData) : themeData;
  if (!data || typeof data !== 'object') return sample;
  const colors = (data as { colors?: Partial<ThemeColors> }).colors;
  if (
    !colors ||
    !['primary', 'secondary', 'accent', 'background'].every((k) => hex.test(String(colors[k as keyof ThemeColors])))
  )
    return sample;
  const name = (data as { name?: unknown }).name;
  return {
    ...sample,
    name: typeof name === 'string' && name ? name.slice(0, 80) : `${sample.name} (Custom)`,
    colors: { ...sample.colors, ...pickHex(colors) },
    isCustom: true,
  };
}

function pickHex(colors: Partial<ThemeColors>): Partial<ThemeColors> {
  return Object.fromEntries(Object.entries(colors).filter(([, v]) => hex.test(String(v)))) as Partial<ThemeColors>;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
