/** What a file is, from its first bytes, never from its name or the browser's word. */
export type Sniffed = { kind: 'image' | 'audio' | 'video'; mime: string; ext: string } | null;

const starts = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, text: string, offset = 0) => buf.subarray(offset, offset + text.length).toString('latin1') === text;

export function sniff(head: Buffer): Sniffed {
  if (starts(head, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (ascii(head, 'RIFF') && ascii(head, 'WAVE', 8)) return { kind: 'audio', mime: 'audio/wav', ext: 'wav' };
  if (ascii(head, 'OggS')) return { kind: 'audio', mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(head, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
  if (ascii(head, 'ftyp', 4)) {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand.startsWith('M4A')) return { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' };
    return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  if (starts(head, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', mime: 'video/webm', ext: 'webm' };
  return null;
}
