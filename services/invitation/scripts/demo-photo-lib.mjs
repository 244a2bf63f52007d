// Helpers for generate-demo-photos.mjs: a seeded PRNG, a float RGB canvas that SVG layers (rendered by sharp,
// optionally blurred for depth of field) are blended onto, and the photographic finish (bloom, light leaks,
// vignette, film grain, grade). Everything is procedural and deterministic.
import sharp from 'sharp';

/** mulberry32: a small seeded PRNG returning floats in [0, 1). */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

export const f = (n) => Math.round(n * 10) / 10;
const clamp = (v) => (v < 0 ? 0 : v > 1 ? 1 : v);
const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16) / 255);

export class Canvas {
  constructor(w, h, fill = '#000000') {
    this.w = w;
    this.h = h;
    this.d = new Float32Array(w * h * 3);
    const [r, g, b] = hex(fill);
    for (let i = 0; i < this.d.length; i += 3) [this.d[i], this.d[i + 1], this.d[i + 2]] = [r, g, b];
  }

  svg(body, defs = '') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${defs}</defs>${body}</svg>`;
  }

  /** Renders an SVG body to straight-alpha RGBA bytes, blurred by `blur` pixels (sigma) if asked. */
  async raster(body, { blur = 0, defs = '' } = {}) {
    let s = sharp(Buffer.from(this.svg(body, defs)), { limitInputPixels: false }).ensureAlpha();
    if (blur >= 0.3) s = s.blur(blur);
    return s.raw().toBuffer();
  }

  /** Draws an SVG body onto the canvas: mode is over, screen, add, multiply or soft. */
  async layer(body, { blur = 0, mode = 'over', opacity = 1, defs = '' } = {}) {
    this.blend(await this.raster(body, { blur, defs }), mode, opacity);
    return this;
  }

  blend(px, mode = 'over', opacity = 1) {
    const d = this.d;
    for (let i = 0, j = 0; i < d.length; i += 3, j += 4) {
      const a = (px[j + 3] / 255) * opacity;
      if (a <= 0) continue;
      for (let c = 0; c < 3; c += 1) {
        const s = px[j + c] / 255;
        const b = d[i + c];
        let r = s;
        if (mode === 'screen') r = 1 - (1 - b) * (1 - s);
        else if (mode === 'add') r = b + s;
        else if (mode === 'multiply') r = b * s;
        else if (mode === 'soft') r = s < 0.5 ? b - (1 - 2 * s) * b * (1 - b) : b + (2 * s - 1) * (Math.sqrt(b) - b);
        d[i + c] = b + (r - b) * a;
      }
    }
  }

  toBytes(channels = 3) {
    const out = Buffer.alloc(this.w * this.h * channels);
    for (let i = 0, j = 0; i < this.d.length; i += 3, j += channels) {
      for (let c = 0; c < 3; c += 1) out[j + c] = Math.round(clamp(this.d[i + c]) * 255);
      if (channels === 4) out[j + 3] = 255;
    }
    return out;
  }

  async blurred(sigma, map = null) {
    const bytes = Buffer.alloc(this.w * this.h * 3);
    for (let i = 0; i < this.d.length; i += 1) bytes[i] = Math.round(clamp(map ? map(this.d[i]) : this.d[i]) * 255);
    return sharp(bytes, { raw: { width: this.w, height: this.h, channels: 3 } })
      .blur(sigma)
      .raw()
      .toBuffer();
  }

  /** Softens vector-sharp edges the way a real lens does. */
  async soften(sigma = 0.8) {
    const b = await this.blurred(sigma);
    for (let i = 0; i < this.d.length; i += 1) this.d[i] = b[i] / 255;
    return this;
  }

  /** Highlights bleed into their surroundings (bloom / halation), tinted warm. */
  async bloom(threshold = 0.7, sigma = 30, strength = 0.6, tint = [1, 0.85, 0.7]) {
    const k = 1 / (1 - threshold);
    const b = await this.blurred(sigma, (v) => (v - threshold) * k);
    for (let i = 0; i < this.d.length; i += 1) this.d[i] += (b[i] / 255) * strength * tint[i % 3];
    return this;
  }

  vignette(strength = 0.35, cx = 0.5, cy = 0.5, power = 2.2) {
    const { w, h, d } = this;
    const diag = Math.hypot(Math.max(cx, 1 - cx) * w, Math.max(cy, 1 - cy) * h);
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        const r = Math.hypot(x - cx * w, y - cy * h) / diag;
        const m = 1 - strength * Math.pow(r, power);
        const i = (y * w + x) * 3;
        d[i] *= m;
        d[i + 1] *= m;
        d[i + 2] *= m;
      }
    }
    return this;
  }

  /** Film look: lifted blacks, gentle shoulder, warm highlights and a per-channel tint. */
  grade({ lift = 0.04, gain = 1, tint = [1, 1, 1], contrast = 1, sat = 1, k = 0.8 } = {}) {
    const d = this.d;
    for (let i = 0; i < d.length; i += 3) {
      const l = 0.3 * d[i] + 0.59 * d[i + 1] + 0.11 * d[i + 2];
      for (let c = 0; c < 3; c += 1) {
        let v = l + (d[i + c] - l) * sat;
        v = (v - 0.5) * contrast + 0.5;
        v = v * gain * tint[c];
        v = v <= 0 ? 0 : (1 - Math.exp(-v * k)) / (1 - Math.exp(-k));
        d[i + c] = lift + (1 - lift) * clamp(v);
      }
    }
    return this;
  }

  /** Seeded monochrome film grain, strongest in the midtones, slightly soft like scanned film. */
  async grain(rand, amount = 0.05) {
    const { w, h } = this;
    const noise = Buffer.alloc(w * h);
    for (let i = 0; i < noise.length; i += 1) noise[i] = Math.round(128 + (rand() + rand() + rand() - 1.5) * 120);
    const soft = await sharp(noise, { raw: { width: w, height: h, channels: 1 } })
      .blur(0.55)
      .raw()
      .toBuffer();
    const d = this.d;
    for (let p = 0, i = 0; p < soft.length; p += 1, i += 3) {
      const l = 0.3 * d[i] + 0.59 * d[i + 1] + 0.11 * d[i + 2];
      const n = ((soft[p] - 128) / 128) * amount * (0.35 + 2.6 * l * (1 - l));
      d[i] += n;
      d[i + 1] += n;
      d[i + 2] += n;
    }
    return this;
  }

  async save(file, { quality = 76, jpeg = false, resize = null, effort = 6 } = {}) {
    let s = sharp(this.toBytes(), { raw: { width: this.w, height: this.h, channels: 3 } });
    if (resize) s = s.resize(resize[0], resize[1], { kernel: 'lanczos3' });
    s = jpeg
      ? s.jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      : s.webp({ quality, effort, smartSubsample: true });
    return s.toFile(file);
  }
}

/** SVG helpers. */
export const radial = (id, stops, attrs = '') =>
  `<radialGradient id="${id}" ${attrs}>${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')}</radialGradient>`;
export const linear = (id, stops, attrs = 'x1="0" y1="0" x2="0" y2="1"') =>
  `<linearGradient id="${id}" ${attrs}>${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')}</linearGradient>`;

/** Out-of-focus light discs (bokeh): a flat disc with a slightly brighter rim, like a real fast lens. */
export function bokeh(rand, n, { x0, x1, y0, y1, r0, r1, colors, alpha = [0.25, 0.7] }) {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const x = rand.range(x0, x1);
    const y = rand.range(y0, y1);
    const r = rand.range(r0, r1);
    const c = rand.pick(colors);
    const a = rand.range(alpha[0], alpha[1]);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c}" fill-opacity="${f(a * 0.75 * 100) / 100}" stroke="${c}" stroke-opacity="${f(a * 100) / 100}" stroke-width="${f(Math.max(1, r * 0.06))}"/>`;
  }
  return out;
}

/** Lens flare ghosts along the line from the light source through the frame centre. */
export function flare(w, h, sx, sy, rand, color = '#ffd9a8') {
  const cx = w / 2;
  const cy = h / 2;
  let out = '';
  for (const [t, r, a] of [
    [0.35, 0.03, 0.18],
    [0.7, 0.06, 0.1],
    [1.2, 0.025, 0.2],
    [1.45, 0.1, 0.07],
    [1.8, 0.045, 0.12],
  ]) {
    const x = sx + (cx - sx) * t;
    const y = sy + (cy - sy) * t;
    const rr = r * w * rand.range(0.8, 1.2);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="${color}" fill-opacity="${a}"/>`;
  }
  return out;
}

/** The photographic finish shared by every picture. */
export async function finish(c, rand, { sun, leak, grain = 0.035, vig = 0.35, bloom = [0.72, 40, 0.6], grade = {} }) {
  await c.soften(0.7);
  await c.bloom(bloom[0], bloom[1], bloom[2]);
  await c.bloom(0.8, 6, 0.25);
  if (sun) await c.layer(flare(c.w, c.h, sun[0], sun[1], rand), { blur: 6, mode: 'screen', opacity: 0.6 });
  if (leak) {
    const [lx, ly, lr, color, op] = leak;
    await c.layer(`<circle cx="${lx}" cy="${ly}" r="${lr}" fill="url(#lk)"/>`, {
      mode: 'screen',
      opacity: op,
      defs: radial('lk', [
        [0, color, 1],
        [0.5, color, 0.45],
        [1, color, 0],
      ]),
    });
  }
  c.vignette(vig, 0.5, 0.45);
  c.grade({ lift: 0.035, ...grade });
  await c.grain(rand, grain);
  return c;
}
