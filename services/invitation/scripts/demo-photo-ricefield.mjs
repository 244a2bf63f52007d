// Foto 1 of generate-demo-photos.mjs: sunset over terraced rice fields. Hills and palms soften with distance; the
// terraces alternate flooded paddies that mirror the sky with young rice, the nearest ones out of focus.
import { rng, f, radial, linear } from './demo-photo-lib.mjs';
import { couple, veilDefs, palm } from './demo-photo-shapes.mjs';
import { clouds } from './demo-photo-beach.mjs';

/** Foto 1: sunset over terraced rice fields, a volcano in the haze, coconut palms, the couple on a dike. */
export async function ricefield(c, rand) {
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
