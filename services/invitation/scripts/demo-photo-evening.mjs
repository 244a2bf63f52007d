// Evening gallery scenes for generate-demo-photos.mjs: fairy lights, and the reception aisle lined with lanterns.
// Lights are drawn in screen mode; blur by distance gives the depth of field.
import { f, radial, linear, bokeh } from './demo-photo-lib.mjs';
import { looseP } from './demo-photo-shapes.mjs';
import { warm, flameDefs, lantern } from './demo-photo-lights.mjs';

const op = (v) => f(v * 100) / 100;

/** Foto 4: strings of warm fairy lights in focus, the rest melting into bokeh. */
export async function fairyLights(c, rand) {
  const { w, h } = c;
  await c.layer(`<rect width="${w}" height="${h}" fill="url(#bg)"/>`, {
    defs: radial(
      'bg',
      [
        [0, '#5a2a3a'],
        [0.6, '#341823'],
        [1, '#1c0c14'],
      ],
      'cx=".6" cy=".4" r=".9"',
    ),
  });
  await c.layer(
    bokeh(rand, 26, { x0: -50, x1: w + 50, y0: -50, y1: h + 50, r0: 60, r1: 130, colors: warm, alpha: [0.1, 0.35] }),
    {
      blur: 6,
      mode: 'screen',
    },
  );
  await c.layer(bokeh(rand, 34, { x0: 0, x1: w, y0: 0, y1: h, r0: 18, r1: 45, colors: warm, alpha: [0.2, 0.55] }), {
    blur: 3,
    mode: 'screen',
  });
  const string = (pts, r, blur, sag) => {
    let wire = `M${pts[0][0]} ${pts[0][1]}`;
    let bulbs = '';
    for (let i = 1; i < pts.length; i += 1) {
      const [x0, y0] = pts[i - 1];
      const [x1, y1] = pts[i];
      wire += ` Q${f((x0 + x1) / 2)} ${f((y0 + y1) / 2 + sag)} ${x1} ${y1}`;
      for (let k = 0; k < 6; k += 1) {
        const t = (k + 0.5) / 6;
        const x = (1 - t) * (1 - t) * x0 + 2 * t * (1 - t) * ((x0 + x1) / 2) + t * t * x1;
        const y = (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * ((y0 + y1) / 2 + sag) + t * t * y1;
        const rr = r * rand.range(0.8, 1.2);
        bulbs += `<circle cx="${f(x)}" cy="${f(y + rr)}" r="${f(rr * 5)}" fill="url(#halo)"/><ellipse cx="${f(x)}" cy="${f(y + rr)}" rx="${f(rr)}" ry="${f(rr * 1.3)}" fill="#fff7e0"/>`;
      }
    }
    return c.layer(
      `<path d="${wire}" stroke="#120808" stroke-width="${f(r * 0.35)}" fill="none" opacity=".8"/>${bulbs}`,
      {
        blur,
        mode: 'screen',
        defs: radial('halo', [
          [0, '#ffd890', 0.9],
          [0.25, '#ffb060', 0.35],
          [1, '#ff9050', 0],
        ]),
      },
    );
  };
  await string(
    [
      [-40, 300],
      [420, 360],
      [820, 250],
      [1120, 420],
    ],
    9,
    7,
    90,
  );
  await string(
    [
      [-40, 760],
      [360, 640],
      [760, 800],
      [1120, 660],
    ],
    12,
    1,
    110,
  );
  await string(
    [
      [-60, 1200],
      [500, 1120],
      [1140, 1300],
    ],
    30,
    22,
    80,
  );
}

/** Foto 5: the reception aisle, lanterns and flowers on both sides, a floral arch glowing at the end. */
export async function aisle(c, rand) {
  const { w, h } = c;
  const vx = 540;
  const vy = 560;
  await c.layer(
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect y="${vy}" width="${w}" height="${h - vy}" fill="url(#floor)"/>`,
    {
      blur: 8,
      defs:
        linear('bg', [
          [0, '#2e1a20'],
          [0.4, '#5a3438'],
          [1, '#3a2226'],
        ]) +
        radial(
          'floor',
          [
            [0, '#7a5450'],
            [0.45, '#3e2628'],
            [1, '#1e1214'],
          ],
          `gradientUnits="userSpaceOnUse" cx="${vx}" cy="${vy}" r="${h}"`,
        ),
    },
  );
  // The arch at the end: a glowing window framed by flowers, far and soft.
  let arch = `<rect x="${vx - 90}" y="${vy - 240}" width="180" height="250" rx="90" fill="#f6cfa8"/>`;
  for (let i = 0; i < 90; i += 1) {
    const a = Math.PI * (0.9 + rand() * 1.2);
    const r = rand.range(120, 160);
    arch += `<circle cx="${f(vx + Math.cos(a) * r)}" cy="${f(vy - 150 + Math.sin(a) * r * 1.2)}" r="${f(rand.range(14, 26))}" fill="${rand.pick(['#f3c2cc', '#fff6ee', '#e89aab', '#8fa384'])}"/>`;
  }
  await c.layer(arch, { blur: 12 });
  // String lights draped overhead.
  let lights = '';
  for (let k = 0; k < 5; k += 1) {
    const y0 = 40 + k * 90;
    for (let i = 0; i < 22; i += 1) {
      const t = i / 21;
      const x = t * w + rand.range(-18, 18);
      const y = y0 + Math.sin(t * Math.PI) * (120 - k * 15) + rand.range(-10, 10);
      lights += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(14 + (4 - k) * 5)}" fill="${rand.pick(warm)}" opacity="${op(rand.range(0.2, 0.6))}"/>`;
    }
  }
  await c.layer(lights, { blur: 9, mode: 'screen' });
  // The ivory runner, with petals, narrowing to the arch.
  const run = (z) => [vx - 330 / z, vx + 330 / z, vy + 760 / z];
  let runner = `<path d="M${vx - 24} ${vy} L${vx + 24} ${vy} L${vx + 330 / 0.5} ${vy + 1520} L${vx - 330 / 0.5} ${vy + 1520} Z" fill="url(#run)"/>`;
  for (let i = 0; i < 120; i += 1) {
    const z = 0.6 + Math.pow(rand(), 1.5) * 8;
    const [a, b, y] = run(z);
    runner += looseP(rand, {
      x: rand.range(a, b),
      y,
      s: 40 / z,
      rot: rand() * 360,
      fill: rand.pick(['#e48fa3', '#f2b8c2', '#c85a74']),
    })
      .replace('<g transform="', `<g transform="scale(1 1) `)
      .replace(/rotate\(([-\d.]+)\)/, 'rotate($1) scale(1 0.45)');
  }
  await c.layer(runner, {
    blur: 1.5,
    defs: linear('run', [
      [0, '#f2dccb'],
      [0.35, '#b89a8e'],
      [1, '#6e5652'],
    ]),
  });
  // Lanterns in pairs, sharpest at the second pair, softer towards the camera and the far end.
  for (const [z, blur] of [
    [9, 6],
    [6, 5],
    [4, 3.5],
    [2.8, 2],
    [1.9, 0.8],
    [1.3, 4],
  ]) {
    const y = vy + 760 / z;
    const hgt = 560 / z;
    let g = '';
    for (const side of [-1, 1]) {
      const x = vx + (side * 440) / z;
      g += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(hgt * 0.9)}" ry="${f(hgt * 0.22)}" fill="url(#pool)"/>${lantern(x, y, hgt)}`;
      for (let i = 0; i < 9; i += 1) {
        g += `<circle cx="${f(x + side * hgt * 0.25 + rand.range(-0.35, 0.35) * hgt)}" cy="${f(y - rand.range(0, 0.12) * hgt)}" r="${f(hgt * rand.range(0.06, 0.1))}" fill="${rand.pick(['#f3c2cc', '#fff4ec', '#e48fa3', '#7f9873'])}"/>`;
      }
    }
    await c.layer(g, {
      blur,
      defs:
        flameDefs +
        radial('glass', [
          [0, '#ffd9a0', 0.9],
          [0.6, '#d99060', 0.5],
          [1, '#6a3a2a', 0.4],
        ]) +
        radial('pool', [
          [0, '#ffc080', 0.5],
          [1, '#ffc080', 0],
        ]),
    });
  }
}
