// Foto 8 of generate-demo-photos.mjs: pillar candles on the table, lit from within, with strands of jasmine and
// petals in the soft foreground. Flames and glints are drawn in screen mode over the darker room.
import { radial, linear, bokeh } from './demo-photo-lib.mjs';
import { looseP, jasmine, bud, jasmineDefs } from './demo-photo-shapes.mjs';
import { warm, flame, flameDefs } from './demo-photo-lights.mjs';

/** Foto 8: pillar candles on the table with strands of jasmine and scattered petals. */
export async function candles(c, rand) {
  const { w, h } = c;
  await c.layer(
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="url(#tb)"/>`,
    {
      blur: 5,
      defs:
        radial(
          'bg',
          [
            [0, '#6a3a3a'],
            [0.6, '#3a2024'],
            [1, '#1c1014'],
          ],
          'cx=".5" cy=".45" r=".8"',
        ) +
        linear('tb', [
          [0, '#4a2e2c'],
          [0.3, '#86625a'],
          [1, '#a8877a'],
        ]),
    },
  );
  await c.layer(
    bokeh(rand, 22, { x0: -40, x1: w + 40, y0: 0, y1: h * 0.6, r0: 30, r1: 90, colors: warm, alpha: [0.1, 0.35] }),
    { blur: 6, mode: 'screen' },
  );
  const sticks = [
    [330, 950, 150, 560],
    [560, 1000, 160, 420],
    [780, 960, 140, 320],
  ];
  let body = '';
  let fire = '';
  let glints = '';
  for (const [x, base, cw, ch] of sticks) {
    const top = base - ch;
    body += `<rect x="${x - cw / 2}" y="${top}" width="${cw}" height="${ch}" fill="url(#wax)"/><ellipse cx="${x}" cy="${base}" rx="${cw / 2}" ry="${cw * 0.12}" fill="#7a5a4c"/>`;
    body += `<rect x="${x - cw / 2}" y="${top}" width="${cw}" height="${ch * 0.25}" fill="url(#sub)"/><ellipse cx="${x}" cy="${top}" rx="${cw / 2}" ry="${cw * 0.12}" fill="#e8c09a"/><ellipse cx="${x}" cy="${top + 3}" rx="${cw * 0.38}" ry="${cw * 0.08}" fill="#e9b888"/>`;
    body += `<path d="M${x} ${top} l2 -14" stroke="#2a1a14" stroke-width="3"/>`;
    fire +=
      flame(x + 2, top - 18, 19) +
      `<ellipse cx="${x}" cy="${top + 4}" rx="${cw * 0.45}" ry="${cw * 0.1}" fill="#ffc070" opacity=".5"/>`;
    glints += `<ellipse cx="${x}" cy="${base + 40}" rx="${cw * 0.5}" ry="14" fill="#ffc890" opacity=".35"/>`;
  }
  await c.layer(`<ellipse cx="560" cy="1000" rx="420" ry="70" fill="#3a1e1a"/>`, {
    blur: 20,
    mode: 'multiply',
    opacity: 0.5,
  });
  await c.layer(body, {
    blur: 1,
    defs:
      linear(
        'wax',
        [
          [0, '#5e4036'],
          [0.3, '#b8917c'],
          [0.55, '#d9bba2'],
          [1, '#4e342c'],
        ],
        'x1="0" y1="0" x2="1" y2="0"',
      ) +
      linear('sub', [
        [0, '#ffbf80', 0.75],
        [1, '#ffbf80', 0],
      ]),
  });
  await c.layer(fire, { blur: 1.2, mode: 'screen', defs: flameDefs });
  await c.layer(glints, { blur: 12, mode: 'screen' });
  let table = '';
  for (let i = 0; i < 46; i += 1) {
    const t = i / 45;
    const x = 60 + t * 980;
    const y = 1110 + Math.sin(t * Math.PI * 2.2) * 40 + t * 40;
    table +=
      i % 4 ? bud({ x, y, r: 34, rot: 90 + rand.range(-30, 30) }) : jasmine(rand, { x, y, r: 28, rot: rand() * 360 });
  }
  for (let i = 0; i < 18; i += 1) {
    table += looseP(rand, {
      x: rand.range(0, w),
      y: rand.range(1060, 1330),
      s: rand.range(50, 80),
      rot: rand() * 360,
      fill: rand.pick(['#d9758f', '#e898aa', '#c85a74']),
    });
  }
  await c.layer(table, { blur: 5, defs: jasmineDefs });
  await c.layer(`<ellipse cx="560" cy="980" rx="520" ry="260" fill="url(#lp)"/>`, {
    blur: 10,
    mode: 'screen',
    opacity: 0.55,
    defs: radial('lp', [
      [0, '#ffb870', 0.6],
      [1, '#ffb870', 0],
    ]),
  });
}
