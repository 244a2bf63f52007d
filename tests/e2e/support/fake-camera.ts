import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

/**
 * A Y4M video of `text` as a QR code, for Chromium's fake camera (--use-file-for-fake-video-capture): the check-in
 * desk then scans a real QR through getUserMedia, as a phone camera would.
 */
export function qrCameraFile(text: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = 8;
  const quiet = 4;
  const size = (modules + quiet * 2) * scale;
  const y = Buffer.alloc(size * size, 255);
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const offset = ((row + quiet) * scale + dy) * size + (col + quiet) * scale;
        y.fill(0, offset, offset + scale);
      }
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const file = path.join(os.tmpdir(), `undangin-qr-${process.pid}-${Date.now()}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}
