// The theme catalogue's miniatures: each theme's real /demo cover, photographed at phone size in the system
// Chromium and kept in the repo as a small WebP (services/marketing/assets/themes/{id}.webp).
//
//   npm start                       # in another terminal (or BASE_URL=https://… for another stack)
//   npm run themes:miniatures       # every active catalogue theme
//   npm run themes:miniatures -- jawa-klasik sunda-anggun
//
// Run it again when a cover changes (theme colours, ornaments, the demo's names); the marketing service's
// test holds every catalogue theme to a miniature of this size and weight.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumFlags, chromiumPath } from '../../tests/chromium.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'services/marketing/assets/themes');
const base = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
// A phone's viewport (DESIGN.md's 360 × 740), kept at 1× CSS pixels: the cards show it at half a phone's width.
const viewport = { width: 360, height: 740 };

const response = await fetch(`${base}/api/marketing/themes`);
if (!response.ok) throw new Error(`${base}/api/marketing/themes: ${response.status} (is the product running?)`);
const wanted = process.argv.slice(2);
const themes = (await response.json()).filter((t) => !wanted.length || wanted.includes(t.id));

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'id-ID' });
  for (const theme of themes) {
    await page.goto(`${base}/demo/${theme.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('cover').waitFor();
    await page.evaluate(() => globalThis.document.fonts.ready);
    // The music button floats over every page; the miniature is the cover alone.
    await page.addStyleTag({ content: '[data-testid="music"] + button{visibility:hidden!important}' });
    const png = await page.screenshot({ clip: { x: 0, y: 0, ...viewport } });
    const file = path.join(out, `${theme.id}.webp`);
    const info = await sharp(png).webp({ quality: 72, effort: 6 }).toFile(file);
    console.log(`${theme.id}.webp ${info.width}×${info.height} ${info.size} B`);
  }
} finally {
  await browser.close();
}
