import sharp from 'sharp';
import { renderingThemes } from '@undangin/contracts';
import { buildTestService, serviceTestContext } from '@undangin/service-kit/testing';
import { marketingRoutes } from './app';

// What a host sees of a theme before paying: its demo cover at phone proportions, light enough for a page of cards.
const phone = { width: 360, height: 740 };
const heaviest = 20_000;

describe('the theme catalogue’s miniatures', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('marketing', marketingRoutes) }));

  it('shows every listed theme as a WebP of its demo cover, phone-shaped and under 20 KB', async () => {
    const themes = (await ctx.app.inject({ url: '/api/marketing/themes' })).json() as {
      id: string;
      base_theme: string;
      category: string;
      thumbnail: string;
    }[];
    expect(themes.length).toBeGreaterThanOrEqual(16);
    const covers = new Map<string, Buffer>();
    for (const theme of themes) {
      expect(theme.thumbnail).toBe(`/api/marketing/assets/themes/${theme.id}.webp`);
      const response = await ctx.app.inject({ url: theme.thumbnail });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.rawPayload.length).toBeLessThanOrEqual(heaviest);
      const image = await sharp(response.rawPayload).metadata();
      expect({ format: image.format, width: image.width, height: image.height }).toEqual({ format: 'webp', ...phone });
      covers.set(theme.id, response.rawPayload);
    }
    // Each cover is its own base theme's: the theme's wash at the top of the cover, or the demo wedding's beach
    // photograph, which only Ocean Breeze's weddings carry (theme-demo.ts).
    for (const theme of themes) {
      const { data } = await sharp(covers.get(theme.id)!)
        .extract({ left: 150, top: 250, width: 60, height: 20 })
        .resize(1, 1)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const wash = hexRgb(renderingThemes.find((t) => t.id === theme.base_theme)!.colors.secondary);
      const photo = theme.base_theme === 'ocean-breeze' && theme.category === 'Wedding';
      expect({ theme: theme.id, near: distance([...data.subarray(0, 3)], wash) < 16 }).toEqual({
        theme: theme.id,
        near: !photo,
      });
    }
  });
});

function hexRgb(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

function distance(a: number[], b: number[]): number {
  return Math.hypot(...a.map((v, i) => v - b[i]!));
}
