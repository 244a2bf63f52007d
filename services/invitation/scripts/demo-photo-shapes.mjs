// Subjects for generate-demo-photos.mjs, as SVG: a couple's backlit silhouette (seen from behind, no faces),
// roses, petals, jasmine buds and leaves.
import { f } from './demo-photo-lib.mjs';

const man = `<g transform="rotate(5 0 130)"><ellipse cx="0" cy="66" rx="49" ry="62"/><path d="M-50 60 C-50 10 50 10 50 60 Z"/>
<ellipse cx="-47" cy="80" rx="8" ry="16"/><ellipse cx="47" cy="80" rx="8" ry="16"/></g>
<path d="M-25 100 L-28 165 L28 165 L25 100 Z"/>
<path d="M-28 150 C-66 156 -100 160 -118 176 C-134 190 -136 222 -132 258 L-118 420 L-122 562 L122 562 L118 420 L132 258 C136 222 134 190 118 176 C100 160 66 156 28 150 Z"/>
<path d="M-118 200 C-138 280 -144 340 -142 390" fill="none" stroke-width="54" stroke-linecap="round"/>
<path d="M-142 390 C-142 450 -138 500 -134 540" fill="none" stroke-width="44" stroke-linecap="round"/>
<path d="M-134 530 C-146 560 -140 598 -128 598 C-118 590 -118 560 -122 530 Z"/>
<path d="M-112 545 L-2 545 L-8 592 L-24 962 L-84 962 L-104 620 Z"/><path d="M112 545 L2 545 L8 592 L32 962 L94 962 L106 620 Z"/>
<path d="M-98 962 C-100 985 -20 990 -16 972 L-20 958 Z"/><path d="M106 962 C110 985 28 990 22 972 L26 958 Z"/>`;

const woman = `<g transform="rotate(-6 0 140)"><ellipse cx="0" cy="74" rx="55" ry="68"/><ellipse cx="2" cy="38" rx="46" ry="36"/></g>
<path d="M-48 100 C-62 150 -104 172 -130 215 C-148 248 -142 300 -122 335 Q0 362 122 335 C142 300 148 248 130 215 C104 172 62 150 48 100 Z"/>
<path d="M-100 300 L-70 425 L70 425 L100 300 Z"/>
<path d="M-74 415 C-112 520 -168 700 -222 880 C-240 940 -262 975 -272 996 Q-150 1004 -40 1000 Q120 1006 250 992 C228 950 214 900 200 860 C160 700 116 540 74 415 Z"/>
<path d="M116 260 C132 330 138 400 136 460" fill="none" stroke-width="46" stroke-linecap="round"/>
<path d="M136 460 C136 500 134 530 130 560" fill="none" stroke-width="38" stroke-linecap="round"/>
<path d="M124 552 C116 580 122 606 134 606 C144 598 144 572 138 552 Z"/>`;

const veil = `<path d="M-20 24 C70 -4 136 130 196 320 C250 500 300 700 380 980 Q300 1008 200 998 C170 820 130 620 70 420 C40 320 0 220 -20 24 Z" fill="url(#veil)"/>`;
export const veilDefs = `<linearGradient id="veil" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="#fff4e4" stop-opacity=".85"/><stop offset=".5" stop-color="#ffe6cc" stop-opacity=".5"/><stop offset="1" stop-color="#ffe0c0" stop-opacity=".18"/></linearGradient>`;

/**
 * A bride (hijab, long gown, a veil lifted by the wind) and groom (suit) seen from behind, holding hands.
 * x: centre between them, y: ground line, h: the groom's height. Returns { body, veil } SVG fragments.
 */
export function couple({ x, y, h, color = '#1d1014', gap = 0.46, mirror = false }) {
  const sm = h / 1000;
  const sw = (0.93 * h) / 1000;
  const dir = mirror ? -1 : 1;
  const mx = x - (dir * gap * h) / 2;
  const wx = x + (dir * gap * h) / 2;
  const mTop = y - h;
  const wTop = y - 0.93 * h;
  const ms = [mx + dir * 122 * sm, mTop + 205 * sm];
  const ws = [wx - dir * 118 * sw, wTop + 250 * sw];
  const hand = [(ms[0] + ws[0]) / 2, mTop + 585 * sm];
  const arm = (s, sc, wdt) =>
    `<path d="M${f(s[0])} ${f(s[1])} C${f(s[0] + dir * 0 * sc)} ${f(s[1] + 170 * sc)} ${f(hand[0] - (hand[0] - s[0]) * 0.5)} ${f(hand[1] - 90 * sc)} ${f(hand[0])} ${f(hand[1])}" fill="none" stroke-width="${f(wdt * sc)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const flip = mirror ? ' scale(-1 1)' : '';
  const body = `<filter id="rough" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="${f((40 / h) * 1000) / 1000}" numOctaves="2" seed="5"/><feDisplacementMap in="SourceGraphic" scale="${f(h * 0.006)}"/></filter><g fill="${color}" stroke="${color}" stroke-width="0" filter="url(#rough)">
<g transform="translate(${f(mx)} ${f(mTop)})${flip} scale(${sm})">${man}</g>
<g transform="translate(${f(wx)} ${f(wTop)})${flip} scale(${sw})">${woman}</g>
${arm(ms, sm, 52)}${arm(ws, sw, 44)}<ellipse cx="${f(hand[0])}" cy="${f(hand[1] + 14 * sm)}" rx="${f(22 * sm)}" ry="${f(26 * sm)}"/></g>`;
  const v = `<g transform="translate(${f(wx)} ${f(wTop)})${flip} scale(${sw})">${veil}</g>`;
  return { body, veil: v, hand };
}

/** One petal: a rounded cup shape from (0,0) (its base) pointing up, length l, width w. */
export const petalPath = (l, w) =>
  `M0 0 C${f(-w * 0.55)} ${f(-l * 0.15)} ${f(-w * 0.62)} ${f(-l * 0.8)} ${f(-w * 0.18)} ${f(-l * 0.98)} Q0 ${f(-l * 0.9)} ${f(w * 0.18)} ${f(-l * 0.98)} C${f(w * 0.62)} ${f(-l * 0.8)} ${f(w * 0.55)} ${f(-l * 0.15)} 0 0 Z`;

/**
 * A rose seen from above at a slight angle: rings of petals from the outside in, each shaded from a deep base to
 * a light rim, ending in a tight spiral bud. Gradient ids must be defined once with roseDefs(prefix, palette).
 */
export function rose(rand, { x, y, r, tilt = 0.85, rot = 0, id = 'r' }) {
  let out = `<g transform="translate(${f(x)} ${f(y)}) scale(1 ${tilt}) rotate(${f(rot)})">`;
  const rings = 8;
  for (let k = 0; k < rings; k += 1) {
    const t = k / rings;
    const n = Math.max(3, Math.round(6 - k * 0.4));
    const l = r * (1 - t * 0.86);
    const w = l * (1.25 - t * 0.3);
    const off = rand() * 360;
    let ring = '';
    for (let i = 0; i < n; i += 1) {
      const a = off + (360 * i) / n + rand.range(-14, 14);
      const ll = l * rand.range(0.88, 1.05);
      ring += `<g transform="rotate(${f(a)})"><path d="${petalPath(ll, w * rand.range(0.9, 1.1))}"/></g>`;
    }
    const sh = f(r * 0.03);
    out += `<g fill="#4a1020" opacity=".5" filter="url(#${id}sh)" transform="translate(${sh} ${sh})">${ring}</g>`;
    out += `<g fill="url(#${id}petal)" stroke="url(#${id}rim)" stroke-width="${f(Math.max(0.6, r * 0.008))}">${ring}</g>`;
  }
  out += `<circle r="${f(r * 0.55)}" fill="url(#${id}core)"/></g>`;
  return out;
}

/** Gradients for rose(): palette = [deep, mid, light]. */
export function roseDefs(id, [deep, mid, light], r = 300) {
  return `<filter id="${id}sh" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(r * 0.035)}"/></filter>
<linearGradient id="${id}petal" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${deep}"/><stop offset=".5" stop-color="${mid}"/><stop offset=".92" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<linearGradient id="${id}rim" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${mid}" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity=".35"/></linearGradient>
<radialGradient id="${id}core"><stop offset="0" stop-color="${deep}" stop-opacity=".9"/><stop offset=".35" stop-color="${deep}" stop-opacity=".45"/><stop offset="1" stop-color="${deep}" stop-opacity="0"/></radialGradient>`;
}

/** A loose petal lying flat: teardrop with a soft fold line. */
export function looseP(rand, { x, y, s, rot, fill, fold = '#ffffff' }) {
  const l = s;
  const w = s * rand.range(0.75, 0.95);
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="${petalPath(l, w)}" fill="${fill}"/><path d="M0 ${f(-l * 0.1)} Q${f(w * 0.08)} ${f(-l * 0.5)} 0 ${f(-l * 0.85)}" stroke="${fold}" stroke-opacity=".25" stroke-width="${f(s * 0.03)}" fill="none"/></g>`;
}

/** A leaf with a midrib. */
export function leaf({ x, y, l, w, rot, fill, rib = '#ffffff', ribOpacity = 0.12 }) {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="M0 0 C${f(w)} ${f(-l * 0.3)} ${f(w * 0.6)} ${f(-l * 0.8)} 0 ${f(-l)} C${f(-w * 0.6)} ${f(-l * 0.8)} ${f(-w)} ${f(-l * 0.3)} 0 0 Z" fill="${fill}"/><path d="M0 0 L0 ${f(-l * 0.95)}" stroke="${rib}" stroke-opacity="${ribOpacity}" stroke-width="${f(Math.max(1, w * 0.05))}"/></g>`;
}

/** A jasmine (melati) flower seen from above: five to eight white petals with a pale yellow-green eye. */
export function jasmine(rand, { x, y, r, rot = 0 }) {
  const n = 6 + Math.floor(rand() * 3);
  let out = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">`;
  for (let i = 0; i < n; i += 1) {
    out += `<g transform="rotate(${f((360 * i) / n)})"><path d="${petalPath(r, r * 0.55)}" fill="url(#jas)"/></g>`;
  }
  return `${out}<circle r="${f(r * 0.16)}" fill="#e8e2a8"/></g>`;
}

/** A closed jasmine bud: an elongated white teardrop. */
export const bud = ({ x, y, r, rot }) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="${petalPath(r, r * 0.42)}" fill="url(#jas)"/></g>`;

export const jasmineDefs = `<linearGradient id="jas" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#d9dcc2"/><stop offset=".4" stop-color="#fbfaf2"/><stop offset="1" stop-color="#ffffff"/></linearGradient>`;

/** A coconut palm silhouette: a leaning, tapering trunk and a crown of drooping fronds made of leaflets. */
export function palm(rand, { x, y, h, lean = 0.2, color = '#2a161c' }) {
  const tx = x + lean * h;
  const ty = y - h;
  let out = `<path d="M${f(x - h * 0.03)} ${f(y)} Q${f(x + lean * h * 0.2)} ${f(y - h * 0.55)} ${f(tx - h * 0.012)} ${f(ty)} L${f(tx + h * 0.012)} ${f(ty)} Q${f(x + lean * h * 0.2 + h * 0.03)} ${f(y - h * 0.55)} ${f(x + h * 0.03)} ${f(y)} Z" fill="${color}"/>`;
  const n = 11;
  for (let i = 0; i < n; i += 1) {
    const a = (i / n) * Math.PI * 2 + rand.range(-0.2, 0.2);
    const len = h * rand.range(0.25, 0.5);
    const dx = Math.cos(a) * len;
    const up = Math.sin(a) < 0 ? rand.range(-0.5, -0.1) : rand.range(0, 0.3);
    const ex = tx + dx;
    const ey = ty + len * (0.55 + up) + Math.sin(a) * len * 0.2;
    const qx = tx + dx * 0.5;
    const qy = ty - len * (0.3 + Math.abs(Math.cos(a)) * 0.1);
    out += `<path d="M${f(tx)} ${f(ty)} Q${f(qx)} ${f(qy)} ${f(ex)} ${f(ey)}" stroke="${color}" stroke-width="${f(h * 0.008)}" fill="none"/>`;
    for (let k = 1; k < 16; k += 1) {
      const t = k / 16;
      const px = (1 - t) * (1 - t) * tx + 2 * t * (1 - t) * qx + t * t * ex;
      const py = (1 - t) * (1 - t) * ty + 2 * t * (1 - t) * qy + t * t * ey;
      const ll = len * 0.16 * Math.sin(Math.PI * (0.15 + t * 0.8));
      for (const s of [-1, 1]) {
        const ang = Math.atan2(ey - qy, ex - qx) + s * 1.1 + 0.5;
        out += `<path d="M${f(px)} ${f(py)} L${f(px + Math.cos(ang) * ll)} ${f(py + Math.abs(Math.sin(ang)) * ll + ll * 0.4)}" stroke="${color}" stroke-width="${f(h * 0.005)}"/>`;
      }
    }
  }
  return out;
}
