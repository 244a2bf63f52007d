// The golden-hour beach of generate-demo-photos.mjs: the hero background and the link preview are this scene at
// their own sizes, and foto 6 adds the footprints leading to the couple. The clouds are shared with the rice fields.
import { f, radial, linear } from './demo-photo-lib.mjs';
import { couple, veilDefs, palm } from './demo-photo-shapes.mjs';

/** A layer of clouds: fractal noise stretched horizontally, thresholded into soft-edged alpha of one colour. */
export function clouds(w, h, seed, [r, g, b], fx, fy, thr, y = 0) {
  const freq = `${f((fx / w) * 1e4) / 1e4} ${f((fy / w) * 1e4) / 1e4}`;
  return `<filter id="cl${seed}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="5" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 ${r}  0 0 0 0 ${g}  0 0 0 0 ${b}  3.2 0 0 0 -${thr}"/></filter><rect y="${y}" width="${w}" height="${h}" filter="url(#cl${seed})" mask="url(#cm)"/>`;
}

/** Golden-hour beach: the couple, seen from behind, holding hands with the sun setting between them. */
export async function beach(c, rand, { hz, sun, cx, feet, ch }) {
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

/** Foto 6: two trails of footprints across the sand to the couple by the water, palms framing the sunset. */
export async function footprints(c, rand) {
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
