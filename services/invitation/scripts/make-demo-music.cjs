// Generates the demo invitation's music (MP3 via lame), once; the output is committed. The photos come from
// generate-demo-photos.mjs. Run: node services/invitation/scripts/make-demo-music.cjs (needs lame).
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const out = path.join(__dirname, '../assets/demo');

async function main() {
  fs.mkdirSync(out, { recursive: true });
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
