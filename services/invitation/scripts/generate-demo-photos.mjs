// Generates the demo invitation's photographs (/budi-dan-ani): the hero background, eight gallery photos with their
// 480-wide thumbnails, and the link-preview JPEG. Everything is rendered procedurally (SVG through sharp, then
// depth of field, bloom, light leaks, vignette and seeded film grain), so re-running gives identical files.
// Run from the repository root: node services/invitation/scripts/generate-demo-photos.mjs [name ...]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Canvas, rng, finish } from './demo-photo-lib.mjs';
import { beach, footprints } from './demo-photo-beach.mjs';
import { ricefield } from './demo-photo-ricefield.mjs';
import { rings } from './demo-photo-rings.mjs';
import { dewRose, bouquet } from './demo-photo-scenes.mjs';
import { fairyLights, aisle } from './demo-photo-evening.mjs';
import { candles } from './demo-photo-candles.mjs';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../assets/demo');

const jobs = {
  async latar() {
    const rand = rng(101);
    const c = new Canvas(1080, 1920);
    const sun = [540, 760, 52];
    await beach(c, rand, { hz: 790, sun, cx: 548, feet: 1085, ch: 600 });
    await finish(c, rand, {
      sun,
      bloom: [0.8, 36, 0.5],
      leak: [60, 120, 700, '#ff9c6e', 0.3],
      grade: { tint: [1.02, 0.99, 0.96] },
    });
    // 720 wide: the cover's photo is soft by design, and the guest page's first visit stays light (it is not the largest paint).
    await c.save(path.join(out, 'latar.webp'), { quality: 70, resize: [720, 1280] });
  },
  async pratinjau() {
    const rand = rng(102);
    const c = new Canvas(1200, 630);
    const sun = [600, 312, 30];
    await beach(c, rand, { hz: 330, sun, cx: 606, feet: 520, ch: 310 });
    await finish(c, rand, { sun, leak: [80, 40, 500, '#ff9c6e', 0.3], grain: 0.03 });
    await c.save(path.join(out, 'pratinjau.jpg'), { quality: 78, jpeg: true });
  },
};

const gallery = [
  [1, ricefield, { sun: [760, 500], leak: [1080, 200, 700, '#ff9c6e', 0.3], bloom: [0.8, 36, 0.5] }],
  [6, footprints, { sun: [760, 480], leak: [0, 1350, 800, '#ff9c6e', 0.25], bloom: [0.8, 36, 0.5] }],
  [5, aisle, { bloom: [0.82, 40, 0.5], vig: 0.4, grade: { lift: 0.04 } }],
  [8, candles, { bloom: [0.82, 40, 0.55], vig: 0.4, grade: { lift: 0.04 } }],
  [3, bouquet, { leak: [1080, 0, 800, '#ffd8b0', 0.3], bloom: [0.88, 30, 0.35], vig: 0.35 }],
  [4, fairyLights, { bloom: [0.7, 40, 0.6], vig: 0.4, grade: { lift: 0.05 } }],
  [2, rings, { leak: [1000, 80, 700, '#ffc9a0', 0.3], bloom: [0.88, 30, 0.35], vig: 0.35, grade: { gain: 0.92 } }],
  [7, dewRose, { leak: [0, 0, 800, '#ffd2b0', 0.25], bloom: [0.88, 30, 0.35], vig: 0.45, grade: { gain: 0.92 } }],
];
for (const [n, scene, look] of gallery) {
  jobs[`foto-${n}`] = async () => {
    const rand = rng(200 + n);
    const c = new Canvas(1080, 1350);
    await scene(c, rand);
    await finish(c, rand, look);
    await c.save(path.join(out, `foto-${n}.webp`), { quality: look.quality ?? 74 });
    await c.save(path.join(out, `foto-${n}-480.webp`), { quality: 72, resize: [480, 600] });
  };
}

const wanted = process.argv.slice(2);
for (const [name, job] of Object.entries(jobs)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const t = Date.now();
  await job();
  console.log(`${name}: ${Date.now() - t} ms`);
}
