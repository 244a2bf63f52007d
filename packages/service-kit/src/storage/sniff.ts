/** What a file is, from its first bytes, never from its name or the browser's word. */
export type Sniffed = { kind: 'image' | 'audio' | 'video'; mime: string; ext: string } | null;

// ISO-BMFF brands (the ftyp box): MP4 video a browser plays, and M4A/M4B audio. Anything else in an ftyp box is
// refused, above all the image containers (HEIC/HEIF, AVIF: mif1, msf1, heic, avif...) and QuickTime ('qt  ').
const mp4VideoBrands = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'msdh',
  'msix',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'MSNV',
]);
const mp4AudioBrands = new Set(['M4A ', 'M4B ']);
const foreignBrands = new Set([
  'qt  ',
  'mif1',
  'msf1',
  'miaf',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'avif',
  'avis',
  'avio',
  'jpeg',
  'crx ',
]);

/** The major brand and the compatible ones that fit in `head`, of a file starting with an ftyp box. */
function brandsOf(head: Buffer): { major: string; compatible: string[] } {
  const major = head.subarray(8, 12).toString('latin1');
  const end = Math.min(head.readUInt32BE(0), head.length);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= end; at += 4) compatible.push(head.subarray(at, at + 4).toString('latin1'));
  return { major, compatible };
}

const starts = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, text: string, offset = 0) =>
  buf.subarray(offset, offset + text.length).toString('latin1') === text;

export function sniff(head: Buffer): Sniffed {
  if (starts(head, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (ascii(head, 'RIFF') && ascii(head, 'WAVE', 8)) return { kind: 'audio', mime: 'audio/wav', ext: 'wav' };
  if (ascii(head, 'OggS')) return { kind: 'audio', mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(head, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0))
    return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
  if (head.length >= 12 && ascii(head, 'ftyp', 4)) {
    const { major, compatible } = brandsOf(head);
    // An image or QuickTime file may carry an MP4 major brand: any foreign compatible brand refuses it too.
    if (foreignBrands.has(major) || compatible.some((brand) => foreignBrands.has(brand))) return null;
    if (mp4AudioBrands.has(major)) return { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' };
    if (mp4VideoBrands.has(major)) return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
    return null;
  }
  if (starts(head, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', mime: 'video/webm', ext: 'webm' };
  return null;
}
