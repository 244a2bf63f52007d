// Generates the demo invitation's photos (WebP, 1080 and 480 wide) and its music (MP3 via lame), once; the
// outputs are committed. Run: node services/invitation/scripts/make-demo-assets.cjs (needs sharp and lame).
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const sharp = require(require.resolve('sharp', { paths: [path.join(__dirname, '../../dashboard')] }));

const out = path.join(__dirname, '../assets/demo');
const palettes = [
  ['#f9d5e5', '#c2456b'],
  ['#fde2c8', '#b45309'],
  ['#d8f3dc', '#2d6a4f'],
  ['#dbeafe', '#1e40af'],
  ['#ede9fe', '#6d28d9'],
  ['#ffe4e6', '#9f1239'],
  ['#fef3c7', '#92400e'],
  ['#e0f2f1', '#0f766e'],
];

function art(i, w, h, title) {
  const [bg, fg] = palettes[i % palettes.length];
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w * 0.3}" cy="${h * 0.42}" r="${h * 0.16}" fill="${fg}" opacity=".18"/><circle cx="${w * 0.62}" cy="${h * 0.46}" r="${h * 0.2}" fill="${fg}" opacity=".12"/>
  <path d="M0 ${h * 0.8} C ${w * 0.3} ${h * 0.7}, ${w * 0.6} ${h * 0.92}, ${w} ${h * 0.78} V ${h} H 0 Z" fill="${fg}" opacity=".15"/>
  <text x="50%" y="${h * 0.9}" text-anchor="middle" font-family="Georgia, serif" font-size="${h * 0.06}" fill="${fg}">${title}</text></svg>`);
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  for (let i = 1; i <= 8; i += 1) {
    const svg = art(i, 1080, 1350, `Budi &amp; Ani · ${i}`);
    await sharp(svg)
      .webp({ quality: 72 })
      .toFile(path.join(out, `foto-${i}.webp`));
    await sharp(svg)
      .resize(480)
      .webp({ quality: 68 })
      .toFile(path.join(out, `foto-${i}-480.webp`));
  }
  const hero = art(0, 1080, 1920, 'Budi &amp; Ani');
  await sharp(hero).webp({ quality: 70 }).toFile(path.join(out, 'latar.webp'));
  await sharp(hero).resize(1200, 630, { fit: 'cover' }).jpeg({ quality: 78 }).toFile(path.join(out, 'pratinjau.jpg'));

  // A gentle 24-second loop: a I–V–vi–IV progression of soft sine chords, 22.05 kHz mono.
  const rate = 22050;
  const chords = [
    [261.63, 329.63, 392.0],
    [196.0, 246.94, 293.66],
    [220.0, 261.63, 329.63],
    [174.61, 220.0, 261.63],
  ];
  const seconds = 24;
  const samples = new Int16Array(rate * seconds);
  for (let n = 0; n < samples.length; n += 1) {
    const t = n / rate;
    const chord = chords[Math.floor(t / 3) % chords.length];
    const local = t % 3;
    const envelope = Math.min(1, local * 4) * Math.exp(-local * 0.6);
    const value = chord.reduce((sum, f) => sum + Math.sin(2 * Math.PI * f * t), 0) / chord.length;
    samples[n] = Math.round(value * envelope * 0.5 * 32767);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  const wav = path.join(out, 'musik.wav');
  fs.writeFileSync(wav, Buffer.concat([header, Buffer.from(samples.buffer)]));
  execFileSync('lame', ['--quiet', '-b', '48', '-m', 'm', wav, path.join(out, 'musik.mp3')]);
  fs.unlinkSync(wav);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
