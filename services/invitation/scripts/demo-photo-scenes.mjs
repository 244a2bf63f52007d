// Close-up gallery scenes for generate-demo-photos.mjs: a bouquet of roses and jasmine, and a dewy rose. Each
// draws onto a Canvas; depth of field comes from blurring layers by their distance from the focal plane.
import { f, radial, linear, bokeh } from './demo-photo-lib.mjs';
import { rose, roseDefs, leaf, jasmine, bud, jasmineDefs } from './demo-photo-shapes.mjs';

const blush = ['#b54a64', '#e48fa3', '#fbd8df'];
const pale = ['#c7707f', '#f2b8c2', '#fff0f1'];

/** Drops of dew on a petal surface: dark rim, refracted light at the bottom, a bright specular spot on top. */
function dew(rand, n, { cx, cy, r, s0, s1 }) {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * r;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d * 0.85;
    const s = rand.range(s0, s1) * (rand() < 0.15 ? 2 : 1);
    out += `<g transform="translate(${f(x)} ${f(y)})"><ellipse cx="${f(s * 0.15)}" cy="${f(s * 0.3)}" rx="${f(s)}" ry="${f(s * 0.9)}" fill="#6d2236" opacity=".25"/>`;
    out += `<ellipse rx="${f(s)}" ry="${f(s * 0.92)}" fill="url(#drop)"/><ellipse cx="${f(-s * 0.35)}" cy="${f(-s * 0.4)}" rx="${f(s * 0.22)}" ry="${f(s * 0.16)}" fill="#fff" opacity=".95"/></g>`;
  }
  return out;
}
const dropDefs = radial(
  'drop',
  [
    [0, '#ffe6ec', 0.35],
    [0.6, '#f7b9c7', 0.45],
    [0.85, '#fff6f8', 0.8],
    [1, '#7a2a40', 0.7],
  ],
  'cx=".55" cy=".62" r=".55"',
);

/** Foto 7: a blush rose, very close, with dew; more roses soft behind it. */
export async function dewRose(c, rand) {
  const { w, h } = c;
  await c.layer(`<rect width="${w}" height="${h}" fill="url(#bg)"/>`, {
    defs: radial(
      'bg',
      [
        [0, '#e8a2b0'],
        [0.6, '#b65c72'],
        [1, '#5b2435'],
      ],
      'cx=".4" cy=".3" r=".9"',
    ),
  });
  let back = '';
  for (const [x, y, r] of [
    [120, 180, 260],
    [930, 260, 230],
    [80, 1180, 280],
    [1010, 1240, 250],
  ])
    back += rose(rand, { x, y, r, id: 'p', rot: rand() * 360 });
  await c.layer(back, { blur: 26, defs: roseDefs('p', pale, 250) });
  await c.layer(bokeh(rand, 16, { x0: 0, x1: w, y0: 0, y1: h * 0.5, r0: 30, r1: 80, colors: ['#fff1e0', '#ffd6de'] }), {
    blur: 3,
    mode: 'screen',
    opacity: 0.4,
  });
  await c.layer(
    leaf({ x: 300, y: 1330, l: 520, w: 140, rot: -35, fill: '#5d7a52' }) +
      leaf({ x: 820, y: 1350, l: 460, w: 120, rot: 30, fill: '#4c6a46' }),
    {
      blur: 24,
    },
  );
  await c.layer(rose(rand, { x: 540, y: 690, r: 560, tilt: 0.9, rot: 20, id: 'm' }), {
    blur: 1.2,
    defs: roseDefs('m', blush, 500),
  });
  await c.layer(dew(rand, 45, { cx: 540, cy: 690, r: 480, s0: 7, s1: 17 }), { blur: 0.6, defs: dropDefs });
  // The near edge of the flower falls out of focus.
  await c.layer(`<rect y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="url(#fd)"/>`, {
    blur: 30,
    mode: 'multiply',
    opacity: 0.35,
    defs: linear('fd', [
      [0, '#c8707f', 0],
      [1, '#8f3a50', 1],
    ]),
  });
}

/** Foto 3: a bouquet of blush roses, white jasmine (melati) and eucalyptus, a garden soft behind it. */
export async function bouquet(c, rand) {
  const { w, h } = c;
  await c.layer(`<rect width="${w}" height="${h}" fill="url(#bg)"/>`, {
    defs: linear('bg', [
      [0, '#e9e4d2'],
      [0.45, '#c9cfb1'],
      [1, '#efd6d6'],
    ]),
  });
  let garden = '';
  for (let i = 0; i < 40; i += 1) {
    garden += leaf({
      x: rand.range(0, w),
      y: rand.range(0, h),
      l: rand.range(150, 320),
      w: rand.range(60, 120),
      rot: rand() * 360,
      fill: rand.pick(['#8fa27a', '#a9b78f', '#7c9170']),
    });
  }
  await c.layer(garden, { blur: 30, opacity: 0.7 });
  await c.layer(bokeh(rand, 30, { x0: 0, x1: w, y0: 0, y1: h * 0.6, r0: 40, r1: 90, colors: ['#fffbe8', '#fff0f0'] }), {
    blur: 5,
    mode: 'screen',
    opacity: 0.6,
  });
  const cx = 540;
  const cy = 640;
  const z = (svg) => `<g transform="translate(${cx} ${cy}) scale(1.3) translate(${-cx} ${-cy})">${svg}</g>`;
  // Stems gathered and tied with a blush satin ribbon.
  let stems = '';
  for (let i = 0; i < 16; i += 1) {
    const x = cx + rand.range(-60, 60);
    stems += `<path d="M${f(x)} ${cy + 200} Q${f(cx + (x - cx) * 0.3)} 1040 ${f(cx + (x - cx) * 2.2)} 1400" stroke="${rand.pick(['#5f7a45', '#6e8a52', '#4f6a3c'])}" stroke-width="${f(rand.range(12, 20))}" fill="none"/>`;
  }
  stems += `<path d="M${cx - 62} 1010 Q${cx} 1030 ${cx + 62} 1010 L${cx + 58} 1080 Q${cx} 1100 ${cx - 58} 1080 Z" fill="url(#rib)"/><path transform="translate(0 75)" d="M${cx - 10} 990 C${cx - 70} 1080 ${cx - 90} 1200 ${cx - 150} 1350 L${cx - 100} 1350 C${cx - 50} 1200 ${cx - 20} 1080 ${cx + 5} 995 Z M${cx + 10} 990 C${cx + 50} 1090 ${cx + 70} 1200 ${cx + 130} 1350 L${cx + 180} 1350 C${cx + 110} 1200 ${cx + 60} 1080 ${cx + 25} 990 Z" fill="url(#rib)"/>`;
  await c.layer(z(stems), {
    blur: 2.5,
    defs: linear(
      'rib',
      [
        [0, '#d98fa0'],
        [0.4, '#f6d0d8'],
        [0.6, '#e7a7b6'],
        [1, '#c87286'],
      ],
      'x1="0" y1="0" x2="1" y2="0"',
    ),
  });
  let greens = '';
  for (let i = 0; i < 34; i += 1) {
    const a = Math.PI * (0.95 + rand() * 1.1);
    const d = rand.range(300, 430);
    const x = cx + Math.cos(a) * d * 0.85;
    const y = cy + 60 + Math.sin(a) * d * 0.75;
    const rot = (a * 180) / Math.PI + 90 + rand.range(-20, 20);
    const fill = rand.pick(['#8ea58e', '#7d977f', '#a3b7a0', '#6f8a72']);
    greens += leaf({ x, y, l: rand.range(120, 190), w: rand.range(70, 100), rot, fill });
  }
  await c.layer(z(greens), { blur: 4 });
  let sprays = '';
  for (let i = 0; i < 9; i += 1) {
    const a = Math.PI * (1.0 + (i / 8) * 1.0) + rand.range(-0.1, 0.1);
    for (let k = 0; k < 7; k += 1) {
      const d = 300 + k * 26 + rand.range(-8, 8);
      const x = cx + Math.cos(a) * d + rand.range(-14, 14);
      const y = cy + 40 + Math.sin(a) * d * 0.85 + rand.range(-14, 14);
      sprays += bud({ x, y, r: rand.range(22, 32), rot: (a * 180) / Math.PI + 90 + rand.range(-40, 40) });
    }
  }
  await c.layer(z(sprays), { blur: 3, defs: jasmineDefs });
  const spots = [
    [0, 10, 165],
    [-200, 60, 142],
    [205, 70, 146],
    [-110, -160, 138],
    [120, -150, 140],
    [-290, -60, 112],
    [300, -40, 116],
    [10, 200, 132],
    [-170, 230, 116],
    [190, 240, 120],
    [0, -300, 110],
    [-330, 130, 100],
    [340, 150, 102],
  ];
  const order = spots.map((p) => [...p, rand()]).sort((p, q) => p[1] - q[1]);
  let back = '';
  let front = '';
  for (const [dx, dy, r, u] of order) {
    const g = rose(rand, { x: cx + dx, y: cy + dy, r, tilt: 0.8, rot: rand() * 360, id: u < 0.35 ? 'w' : 'b' });
    if (Math.hypot(dx, dy) > 280) back += g;
    else front += g;
  }
  const roseSet = `${roseDefs('b', blush, 130)}${roseDefs('w', pale, 130)}<filter id="sd"><feDropShadow dx="4" dy="10" stdDeviation="12" flood-color="#3a1a20" flood-opacity=".5"/></filter>`;
  await c.layer(z(`<g filter="url(#sd)">${back}</g>`), { blur: 5, defs: roseSet });
  await c.layer(z(`<g filter="url(#sd)">${front}</g>`), { blur: 1.2, defs: roseSet });
  let white = '';
  for (let i = 0; i < 22; i += 1) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * 330;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d * 0.8;
    white +=
      rand() < 0.7
        ? jasmine(rand, { x, y, r: rand.range(24, 32), rot: rand() * 360 })
        : bud({ x, y, r: rand.range(26, 34), rot: rand.range(-60, 60) });
  }
  await c.layer(z(`<g filter="url(#sd2)">${white}</g>`), {
    blur: 1.2,
    defs: `${jasmineDefs}<filter id="sd2"><feDropShadow dx="2" dy="4" stdDeviation="4" flood-color="#5a2a30" flood-opacity=".4"/></filter>`,
  });
  // Light from the upper left, shade to the lower right.
  await c.layer(`<rect width="${w}" height="${h}" fill="url(#li)"/>`, {
    mode: 'soft',
    defs: linear(
      'li',
      [
        [0, '#fff4e8', 0.8],
        [0.5, '#808080', 0],
        [1, '#5a3038', 0.8],
      ],
      'x1="0" y1="0" x2="1" y2="1"',
    ),
  });
}
