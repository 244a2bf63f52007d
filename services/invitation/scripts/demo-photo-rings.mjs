// Foto 2 of generate-demo-photos.mjs: two gold wedding rings resting on rose petals. The petals lie in bands at
// several depths, blurred by their distance from the rings, which are the only thing in focus.
import { f, linear, bokeh } from './demo-photo-lib.mjs';
import { looseP } from './demo-photo-shapes.mjs';

/** Scattered petals across a band of the frame. */
function petals(rand, n, { x0, x1, y0, y1, s0, s1, colors }) {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const fill = rand.pick(colors);
    out += looseP(rand, {
      x: rand.range(x0, x1),
      y: rand.range(y0, y1),
      s: rand.range(s0, s1),
      rot: rand() * 360,
      fill,
    });
  }
  return out;
}

/** A gold ring lying at an angle: outer wall, top rim and the inner wall seen through the middle. */
function ring({ x, y, rx, ry, t, b, rot = 0, id }) {
  const irx = rx - b;
  const iry = ry - (b * ry) / rx;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">
<clipPath id="${id}c"><ellipse rx="${f(irx)}" ry="${f(iry)}"/></clipPath>
<path d="M${f(-rx)} 0 A${f(rx)} ${f(ry)} 0 0 0 ${f(rx)} 0 L${f(rx)} ${f(t)} A${f(rx)} ${f(ry)} 0 0 1 ${f(-rx)} ${f(t)} Z" fill="url(#gw)"/>
<path d="M${f(-rx)} 0 A${f(rx)} ${f(ry)} 0 1 0 ${f(rx)} 0 A${f(rx)} ${f(ry)} 0 1 0 ${f(-rx)} 0 Z M${f(-irx)} 0 A${f(irx)} ${f(iry)} 0 1 1 ${f(irx)} 0 A${f(irx)} ${f(iry)} 0 1 1 ${f(-irx)} 0 Z" fill="url(#gt)" fill-rule="evenodd"/>
<g clip-path="url(#${id}c)"><path d="M${f(-irx)} 0 A${f(irx)} ${f(iry)} 0 0 1 ${f(irx)} 0 L${f(irx)} ${f(t)} A${f(irx)} ${f(iry)} 0 0 0 ${f(-irx)} ${f(t)} Z" fill="url(#gi)"/></g>
<path d="M${f(-rx * 0.7)} ${f(ry * 0.72 + t * 0.5)} A${f(rx)} ${f(ry)} 0 0 0 ${f(rx * 0.2)} ${f(ry + t * 0.5)}" stroke="#fffaf0" stroke-width="${f(t * 0.18)}" fill="none" opacity=".8"/></g>`;
}
const goldDefs =
  linear(
    'gw',
    [
      [0, '#6b4312'],
      [0.18, '#d9a94a'],
      [0.3, '#fff1c4'],
      [0.42, '#b9842c'],
      [0.62, '#f3d487'],
      [0.8, '#8a5a1c'],
      [1, '#e8c170'],
    ],
    'x1="0" y1="0" x2="1" y2="0"',
  ) +
  linear(
    'gt',
    [
      [0, '#f7dc95'],
      [0.35, '#fff6dc'],
      [0.6, '#c8943a'],
      [1, '#f1cf7e'],
    ],
    'x1="0" y1="0" x2="1" y2="1"',
  ) +
  linear(
    'gi',
    [
      [0, '#7a4f18'],
      [0.5, '#e6bd68'],
      [1, '#5f3b10'],
    ],
    'x1="0" y1="0" x2="1" y2="0"',
  );

/** Foto 2: two wedding rings resting on rose petals, shallow focus. */
export async function rings(c, rand) {
  const { w, h } = c;
  await c.layer(`<rect width="${w}" height="${h}" fill="url(#bg)"/>`, {
    defs: linear('bg', [
      [0, '#f6d3da'],
      [0.5, '#eab3bf'],
      [1, '#d9899c'],
    ]),
  });
  const colors = ['#eda0b3', '#e08aa0', '#f4bfcb', '#d9798f', '#f7cdd6'];
  await c.layer(petals(rand, 40, { x0: -100, x1: w + 100, y0: -100, y1: h * 0.35, s0: 140, s1: 260, colors }), {
    blur: 22,
  });
  await c.layer(petals(rand, 40, { x0: -80, x1: w + 80, y0: h * 0.28, y1: h * 0.5, s0: 130, s1: 220, colors }), {
    blur: 9,
  });
  await c.layer(petals(rand, 50, { x0: -60, x1: w + 60, y0: h * 0.45, y1: h * 0.72, s0: 150, s1: 240, colors }), {
    blur: 1.5,
  });
  await c.layer(
    `<ellipse cx="580" cy="850" rx="360" ry="80" fill="#7a3040"/><ellipse cx="430" cy="800" rx="180" ry="50" fill="#7a3040"/>`,
    {
      blur: 28,
      mode: 'multiply',
      opacity: 0.45,
    },
  );
  const sparkle = (x, y, s) =>
    `<g transform="translate(${x} ${y})"><path d="M0 ${-s} L${s * 0.08} 0 L0 ${s} L${-s * 0.08} 0 Z M${-s} 0 L0 ${s * 0.08} L${s} 0 L0 ${-s * 0.08} Z" fill="#fff"/><circle r="${s * 0.12}" fill="#fff"/></g>`;
  await c.layer(
    `<g transform="translate(540 690) scale(1.35) translate(-540 -690)">${ring({ x: 620, y: 730, rx: 190, ry: 78, t: 34, b: 26, rot: -6, id: 'a' })}${ring({ x: 430, y: 640, rx: 150, ry: 140, t: 22, b: 18, rot: 14, id: 'b' })}<path d="M410 496 l14 -22 l14 22 l-14 14 Z" fill="#f6fbff" stroke="#cfdbe8" stroke-width="2"/></g>`,
    { blur: 1.2, defs: goldDefs },
  );
  await c.layer(sparkle(403, 467, 70) + sparkle(760, 697, 40), { blur: 1.5, mode: 'screen', opacity: 0.8 });
  await c.layer(petals(rand, 14, { x0: -100, x1: w + 100, y0: h * 0.8, y1: h + 80, s0: 260, s1: 380, colors }), {
    blur: 30,
  });
  await c.layer(bokeh(rand, 14, { x0: 0, x1: w, y0: 0, y1: h * 0.3, r0: 40, r1: 90, colors: ['#fff6e8', '#ffe2ea'] }), {
    blur: 4,
    mode: 'screen',
    opacity: 0.5,
  });
}
