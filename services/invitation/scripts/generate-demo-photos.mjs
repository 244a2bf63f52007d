// Generates the demo invitation's photographs (/budi-dan-ani): the hero background, eight gallery photos with their
// 480-wide thumbnails, and the link-preview JPEG. Everything is rendered procedurally (SVG through sharp, then
// depth of field, bloom, light leaks, vignette and seeded film grain), so re-running gives identical files.
// Run from the repository root: node services/invitation/scripts/generate-demo-photos.mjs [name ...]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Canvas, rng, f, radial, linear, finish } from './demo-photo-lib.mjs';
import { couple, veilDefs, palm } from './demo-photo-shapes.mjs';
import { rings, dewRose, bouquet } from './demo-photo-scenes.mjs';
import { fairyLights, aisle, candles } from './demo-photo-evening.mjs';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../assets/demo');

/** A layer of clouds: fractal noise stretched horizontally, thresholded into soft-edged alpha of one colour. */
function clouds(w, h, seed, [r, g, b], fx, fy, thr, y = 0) {
  const freq = `${f((fx / w) * 1e4) / 1e4} ${f((fy / w) * 1e4) / 1e4}`;
  return `<filter id="cl${seed}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="5" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 ${r}  0 0 0 0 ${g}  0 0 0 0 ${b}  3.2 0 0 0 -${thr}"/></filter><rect y="${y}" width="${w}" height="${h}" filter="url(#cl${seed})" mask="url(#cm)"/>`;
}

/** Golden-hour beach: the couple, seen from behind, holding hands with the sun setting between them. */
async function beach(c, rand, { hz, sun, cx, feet, ch }) {
  const { w, h } = c;
  const [sx, sy, sr] = sun;
  const shore = feet - ch * 0.2;
  await c.layer(
    `<rect width="${w}" height="${hz + 2}" fill="url(#sky)"/><rect width="${w}" height="${hz + 2}" fill="url(#glow)"/>`,
    {
      defs:
        linear('sky', [
          [0, '#9a7f9c'],
          [0.3, '#d59aa6'],
          [0.62, '#f2b797'],
          [0.86, '#fbc49c'],
          [1, '#ffd2a6'],
        ]) +
        radial(
          'glow',
          [
            [0, '#fff6dc', 1],
            [0.06, '#ffe6b0', 0.85],
            [0.25, '#ffcf96', 0.45],
            [1, '#ffb08a', 0],
          ],
          `gradientUnits="userSpaceOnUse" cx="${sx}" cy="${sy}" r="${w * 0.9}"`,
        ),
    },
  );
  // Clouds: stretched fractal noise, mauve shadows and sunlit warm edges, fading towards the horizon.
  const mask = `<mask id="cm"><rect width="${w}" height="${hz}" fill="url(#cmg)"/></mask>${linear('cmg', [
    [0, '#fff'],
    [0.6, '#999'],
    [1, '#000'],
  ])}`;
  await c.layer(clouds(w, hz, 3, [0.45, 0.3, 0.4], 1.4, 8, 1.55), {
    blur: 3,
    mode: 'multiply',
    opacity: 0.45,
    defs: mask,
  });
  await c.layer(clouds(w, hz, 9, [1, 0.8, 0.62], 1.6, 9, 1.45), { blur: 2, mode: 'screen', opacity: 0.6, defs: mask });
  // The sun, just above the horizon.
  await c.layer(
    `<circle cx="${sx}" cy="${sy}" r="${sr}" fill="#fffaf0"/><circle cx="${sx}" cy="${sy}" r="${sr * 2.2}" fill="url(#sg)"/>`,
    {
      blur: 2,
      mode: 'screen',
      defs: radial('sg', [
        [0, '#fff3d0', 0.9],
        [0.5, '#ffd28a', 0.35],
        [1, '#ffb070', 0],
      ]),
    },
  );
  // Sea: reflects the sky, darker towards the viewer, with a glittering path under the sun.
  let glitter = '';
  for (let i = 0; i < 900; i += 1) {
    const t = Math.pow(rand(), 1.6);
    const y = hz + 2 + t * (shore - hz);
    const spread = sr * (0.8 + t * 3.5) * (0.3 + rand());
    const x = sx + (rand() - 0.5) * 2 * spread;
    const len = (4 + t * 38) * rand.range(0.4, 1.4);
    glitter += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(len / 2)}" ry="${f(0.6 + t * 1.6)}" fill="#fff4d6" opacity="${f(rand.range(0.35, 0.95) * 100) / 100}"/>`;
  }
  await c.layer(
    `<rect y="${hz}" width="${w}" height="${h - hz}" fill="url(#sea)"/><filter id="wv"><feTurbulence type="fractalNoise" baseFrequency="0.003 0.09" numOctaves="3" seed="4"/><feColorMatrix type="matrix" values="0 0 0 0 0.35  0 0 0 0 0.2  0 0 0 0 0.28  2.2 0 0 0 -1"/></filter><rect y="${hz}" width="${w}" height="${shore - hz}" filter="url(#wv)" opacity=".5"/>`,
    {
      defs: linear('sea', [
        [0, '#f3bd98'],
        [0.08, '#d99a92'],
        [0.45, '#9b6a7a'],
        [1, '#6b4a5c'],
      ]),
    },
  );
  let waves = '';
  for (let i = 0; i < 1400; i += 1) {
    const t = Math.pow(rand(), 1.8);
    const y = hz + 3 + t * (shore - hz);
    const len = (20 + t * 260) * rand.range(0.4, 1.5);
    const x = rand.range(-len, w);
    const dark = rand() < 0.55;
    waves += `<ellipse cx="${f(x + len / 2)}" cy="${f(y)}" rx="${f(len / 2)}" ry="${f(0.6 + t * 3)}" fill="${dark ? '#6a4456' : '#ffd9c0'}" opacity="${f(rand.range(0.1, 0.35) * 100) / 100}"/>`;
  }
  await c.layer(waves, { blur: 2 });
  // A hazy island far away on the horizon.
  await c.layer(
    `<path d="M${w * 0.62} ${hz + 1} C${w * 0.7} ${hz - ch * 0.02} ${w * 0.74} ${hz - ch * 0.045} ${w * 0.8} ${hz - ch * 0.04} C${w * 0.86} ${hz - ch * 0.035} ${w * 0.9} ${hz - ch * 0.06} ${w * 0.96} ${hz - ch * 0.05} C${w} ${hz - ch * 0.045} ${w * 1.05} ${hz - ch * 0.02} ${w * 1.1} ${hz + 1} Z" fill="#b97f8c"/>`,
    { blur: 2.5, opacity: 0.7 },
  );
  await c.layer(glitter, { blur: 1.6, mode: 'screen' });
  await c.layer(`<rect x="${sx - sr * 1.5}" y="${hz}" width="${sr * 3}" height="${shore - hz}" fill="url(#col)"/>`, {
    blur: 14,
    mode: 'screen',
    opacity: 0.7,
    defs: linear('col', [
      [0, '#ffe9c0', 0.9],
      [1, '#ffb590', 0.1],
    ]),
  });
  // Wet sand mirroring the sky, a line of foam, then drier sand towards the camera.
  await c.layer(
    `<path d="M0 ${shore} Q${w * 0.3} ${shore - ch * 0.02} ${w * 0.6} ${shore + ch * 0.01} T${w} ${shore - ch * 0.01} V${h} H0 Z" fill="url(#wet)"/>` +
      `<path d="M0 ${shore + 2} Q${w * 0.3} ${shore - ch * 0.02 + 2} ${w * 0.6} ${shore + ch * 0.01 + 2} T${w} ${shore - ch * 0.01 + 2}" stroke="#fff3e6" stroke-width="${f(ch * 0.012)}" fill="none" opacity=".8"/>` +
      `<rect x="${sx - sr * 2}" y="${shore}" width="${sr * 4}" height="${h - shore}" fill="url(#wc)"/>`,
    {
      blur: 2,
      defs:
        linear('wet', [
          [0, '#c98f8d'],
          [0.25, '#b98384'],
          [0.6, '#c9a29a'],
          [1, '#e8cfc4'],
        ]) +
        linear('wc', [
          [0, '#ffe1b0', 0.7],
          [0.5, '#ffc9a0', 0.25],
          [1, '#ffc9a0', 0],
        ]),
    },
  );
  // Sand grain and the ripples the last wave left.
  let ripples = '';
  for (let i = 0; i < 260; i += 1) {
    const t = rand();
    const y = shore + 10 + t * t * (h - shore);
    const len = (60 + t * 500) * rand.range(0.5, 1.3);
    ripples += `<ellipse cx="${f(rand.range(0, w))}" cy="${f(y)}" rx="${f(len / 2)}" ry="${f(1 + t * 6)}" fill="${rand() < 0.5 ? '#8a5f68' : '#ffe6d2'}" opacity="${f(rand.range(0.08, 0.25) * 100) / 100}"/>`;
  }
  await c.layer(ripples, { blur: 3 });
  await c.layer(
    `<filter id="sand"><feTurbulence type="fractalNoise" baseFrequency="0.012 0.05" numOctaves="3" seed="12"/><feColorMatrix type="saturate" values="0"/></filter><rect y="${shore}" width="${w}" height="${h - shore}" filter="url(#sand)"/>`,
    { blur: 1, mode: 'soft', opacity: 0.35 },
  );
  const pair = couple({ x: cx, y: feet, h: ch, color: '#140a0c' });
  // Their reflection in the wet sand, soft and fading.
  await c.layer(
    `<mask id="rf"><rect y="${feet}" width="${w}" height="${ch * 0.7}" fill="url(#rfg)"/></mask><g mask="url(#rf)"><g transform="translate(0 ${f(feet * 2)}) scale(1 -1)">${pair.body}</g></g>`,
    {
      blur: 6,
      mode: 'multiply',
      opacity: 0.3,
      defs: linear('rfg', [
        [0, '#fff'],
        [1, '#000'],
      ]),
    },
  );
  await c.layer(pair.veil, { blur: 4, mode: 'screen', opacity: 0.9, defs: veilDefs });
  await c.layer(pair.body, { blur: 1.1 });
  await c.layer(pair.veil, { blur: 5, mode: 'screen', opacity: 0.15, defs: veilDefs });
}

/** Foto 1: sunset over terraced rice fields, a volcano in the haze, coconut palms, the couple on a dike. */
async function ricefield(c, rand) {
  const { w, h } = c;
  const hz = 600;
  const [sx, sy] = [760, 500];
  await c.layer(
    `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${sx}" cy="${sy}" r="${w}" fill="url(#glow)"/>`,
    {
      defs:
        linear('sky', [
          [0, '#a78096'],
          [0.25, '#dc9fa2'],
          [0.45, '#f6bf96'],
          [0.6, '#ffd8a8'],
          [1, '#ffd8a8'],
        ]) +
        radial('glow', [
          [0, '#fff4d8', 1],
          [0.05, '#ffe2a8', 0.8],
          [0.3, '#ffc890', 0.25],
          [1, '#ffb890', 0],
        ]),
    },
  );
  const mask = `<mask id="cm"><rect width="${w}" height="${hz}" fill="url(#cmg)"/></mask>${linear('cmg', [
    [0, '#fff'],
    [0.7, '#888'],
    [1, '#000'],
  ])}`;
  await c.layer(clouds(w, hz, 21, [0.45, 0.3, 0.4], 1.5, 8, 1.6), {
    blur: 3,
    mode: 'multiply',
    opacity: 0.35,
    defs: mask,
  });
  await c.layer(clouds(w, hz, 22, [1, 0.82, 0.65], 1.7, 9, 1.5), { blur: 2, mode: 'screen', opacity: 0.5, defs: mask });
  await c.layer(`<circle cx="${sx}" cy="${sy}" r="34" fill="#fffaf0"/>`, { blur: 2, mode: 'screen' });
  // Volcano and hills, hazier the further they are.
  const ridge = (y0, amp, seed, color, op, blur) => {
    const r2 = rng(seed);
    let d = `M0 ${h} L0 ${y0}`;
    for (let x = 0; x <= w; x += 40)
      d += ` L${x} ${f(y0 - amp * (0.5 + 0.5 * Math.sin(x / 170 + seed)) - r2() * amp * 0.25)}`;
    return c.layer(`<path d="${d} L${w} ${h} Z" fill="${color}"/>`, { blur, opacity: op });
  };
  await c.layer(
    `<path d="M80 ${hz} C220 ${hz - 40} 330 ${hz - 190} 420 ${hz - 230} L470 ${hz - 236} C560 ${hz - 190} 700 ${hz - 50} 900 ${hz} Z" fill="#c08d9c"/>`,
    { blur: 3, opacity: 0.75 },
  );
  await ridge(hz + 10, 40, 3, '#a87487', 0.85, 3);
  let trees = '';
  for (let i = 0; i < 9; i += 1)
    trees += palm(rand, {
      x: rand.range(0, w),
      y: hz + 40 + rand() * 30,
      h: rand.range(90, 150),
      lean: rand.range(-0.25, 0.25),
      color: '#6a4050',
    });
  await c.layer(trees, { blur: 2.2, opacity: 0.9 });
  await ridge(hz + 60, 30, 7, '#6e4252', 1, 2);
  // Terraces: alternating flooded paddies mirroring the sky and young rice lit gold, divided by dikes.
  let y = hz + 70;
  let band = 26;
  const terr = ['', ''];
  const rice = ['', ''];
  for (let i = 0; y < h + 40; i += 1) {
    const curve = (yy) => {
      let d = '';
      for (let x = -20; x <= w + 20; x += 30)
        d += `${x === -20 ? 'M' : 'L'}${x} ${f(yy + Math.sin(x / (260 + i * 20) + i * 1.7) * band * 0.5)} `;
      return d;
    };
    const wet = i % 3 !== 1;
    const near = y > 900 ? 1 : 0;
    terr[near] +=
      `<path d="${curve(y)} L${w + 20} ${h + 60} L-20 ${h + 60} Z" fill="${wet ? 'url(#pad)' : 'url(#ric)'}"/><path d="${curve(y)}" stroke="#3e2430" stroke-width="${f(band * 0.14)}" fill="none"/><path d="${curve(y - band * 0.07)}" stroke="#ffd9b0" stroke-width="${f(band * 0.04)}" fill="none" opacity=".6"/>`;
    if (!wet) {
      for (let k = 0; k < band * 1.5; k += 1) {
        const x = rand() * w;
        const yy = y + band * 0.2 + rand() * band * 0.8;
        rice[near] +=
          `<path d="M${f(x)} ${f(yy)} l${f(rand.range(-2, 2))} ${f(-band * 0.22)}" stroke="${rand.pick(['#3a3f24', '#5d6232', '#c9a860'])}" stroke-width="${f(band * 0.03 + 0.6)}"/>`;
      }
    }
    y += band;
    band *= 1.28;
  }
  const paddy =
    linear('pad', [
      [0, '#f6c7a4'],
      [0.5, '#d99ea2'],
      [1, '#9c6c80'],
    ]) +
    linear('ric', [
      [0, '#6a5a3a'],
      [1, '#3a3024'],
    ]);
  await c.layer(terr[0], { blur: 1.2, defs: paddy });
  await c.layer(rice[0], { blur: 1.5, opacity: 0.8 });
  // The dike path the couple stands on.
  await c.layer(
    `<path d="M-20 852 C200 836 420 842 620 850 S960 868 1100 858" stroke="#2e1a22" stroke-width="22" fill="none"/><path d="M-20 842 C200 826 420 832 620 840 S960 858 1100 848" stroke="#ffcf9e" stroke-width="3" fill="none" opacity=".6"/>`,
    { blur: 1.2 },
  );
  await c.layer(terr[1], { blur: 7, defs: paddy });
  await c.layer(rice[1], { blur: 7, opacity: 0.7 });
  const pair = couple({ x: 330, y: 846, h: 250, color: '#1e1016' });
  await c.layer(pair.veil, { blur: 2.5, mode: 'screen', opacity: 0.8, defs: veilDefs });
  await c.layer(pair.body, { blur: 0.9 });
  await c.layer(`<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#2a1820"/>`, {
    blur: 60,
    mode: 'multiply',
    opacity: 0.2,
  });
}

/** Foto 6: two trails of footprints across the sand to the couple by the water, palms framing the sunset. */
async function footprints(c, rand) {
  await beach(c, rand, { hz: 520, sun: [760, 480, 36], cx: 430, feet: 760, ch: 190 });
  let prints = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 26; i += 1) {
      const t = i / 25;
      const e = 1 - Math.pow(1 - t, 2.2);
      const s = 1 - e * 0.9;
      const y = 1390 - e * (1390 - 772);
      const x = 430 + side * 70 * s + Math.sin(t * 3.2) * 220 * (1 - e) + (i % 2 ? 26 : -26) * s;
      const pr = `<path d="M0 ${f(14 * s)} C${f(-13 * s)} ${f(14 * s)} ${f(-15 * s)} ${f(-4 * s)} ${f(-10 * s)} ${f(-14 * s)} C${f(-6 * s)} ${f(-20 * s)} ${f(8 * s)} ${f(-20 * s)} ${f(12 * s)} ${f(-12 * s)} C${f(15 * s)} ${f(-2 * s)} ${f(10 * s)} ${f(14 * s)} 0 ${f(14 * s)} Z" transform="rotate(${i % 2 ? 8 : -8}) scale(2 1.5)"/>`;
      prints += `<g transform="translate(${f(x)} ${f(y)})"><g fill="#ffe2c8" opacity=".55" transform="translate(0 ${f(-3 * s)})">${pr}</g><g fill="#6e3e48" opacity=".5">${pr}</g></g>`;
    }
  }
  await c.layer(prints, { blur: 1.5 });
  await c.layer(palm(rand, { x: 60, y: 1400, h: 1150, lean: 0.35, color: '#24121a' }), { blur: 9 });
}

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
