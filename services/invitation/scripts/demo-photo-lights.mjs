// The light sources of the evening scenes (demo-photo-evening.mjs, demo-photo-candles.mjs): the warm palette of
// their bokeh, a candle flame with its glow, and a lantern with a candle burning inside.
import { f, radial } from './demo-photo-lib.mjs';

export const warm = ['#ffcf7a', '#ffb86b', '#ffd9a0', '#ff9f80', '#ffc4c8'];

/** A candle flame with its glow: white core, golden body, a touch of blue at the base. */
export const flame = (x, y, s) =>
  `<circle cx="${f(x)}" cy="${f(y - s * 0.5)}" r="${f(s * 6)}" fill="url(#glow)"/><path d="M${f(x)} ${f(y - s * 2.2)} C${f(x + s * 0.2)} ${f(y - s * 1.2)} ${f(x + s * 0.55)} ${f(y - s * 0.4)} ${f(x + s * 0.42)} ${f(y)} C${f(x + s * 0.3)} ${f(y + s * 0.35)} ${f(x - s * 0.3)} ${f(y + s * 0.35)} ${f(x - s * 0.42)} ${f(y)} C${f(x - s * 0.55)} ${f(y - s * 0.4)} ${f(x - s * 0.2)} ${f(y - s * 1.2)} ${f(x)} ${f(y - s * 2.2)} Z" fill="url(#fl)"/>`;
export const flameDefs =
  radial('glow', [
    [0, '#ffd490', 0.6],
    [0.25, '#ffa860', 0.22],
    [1, '#ff8040', 0],
  ]) +
  radial(
    'fl',
    [
      [0, '#fffdf4'],
      [0.45, '#fff0b0'],
      [0.8, '#ffb347'],
      [1, '#ff8a3a', 0.6],
    ],
    'cx=".5" cy=".75" r=".7"',
  );

/** A lantern: dark metal frame, warm glass, a candle burning inside; (x, y) is the middle of its base. */
export function lantern(x, y, hgt) {
  const w = hgt * 0.46;
  const l = x - w / 2;
  const top = y - hgt;
  const fr = `fill="#2b1a14"`;
  return `<rect x="${f(l)}" y="${f(top + hgt * 0.16)}" width="${f(w)}" height="${f(hgt * 0.8)}" fill="url(#glass)"/>
<rect x="${f(x - w * 0.18)}" y="${f(y - hgt * 0.42)}" width="${f(w * 0.36)}" height="${f(hgt * 0.36)}" rx="${f(w * 0.04)}" fill="#f7e9d6"/>
${flame(x, y - hgt * 0.45, hgt * 0.035)}
<rect x="${f(l)}" y="${f(top + hgt * 0.14)}" width="${f(w)}" height="${f(hgt * 0.05)}" ${fr}/><rect x="${f(l - w * 0.04)}" y="${f(y - hgt * 0.05)}" width="${f(w * 1.08)}" height="${f(hgt * 0.05)}" ${fr}/>
<rect x="${f(l)}" y="${f(top + hgt * 0.16)}" width="${f(w * 0.06)}" height="${f(hgt * 0.8)}" ${fr}/><rect x="${f(l + w * 0.94)}" y="${f(top + hgt * 0.16)}" width="${f(w * 0.06)}" height="${f(hgt * 0.8)}" ${fr}/>
<path d="M${f(l - w * 0.05)} ${f(top + hgt * 0.15)} L${f(x)} ${f(top + hgt * 0.03)} L${f(l + w * 1.05)} ${f(top + hgt * 0.15)} Z" ${fr}/>
<circle cx="${f(x)}" cy="${f(top + hgt * 0.01)}" r="${f(hgt * 0.035)}" fill="none" stroke="#2b1a14" stroke-width="${f(hgt * 0.012)}"/>`;
}
