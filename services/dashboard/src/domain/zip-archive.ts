import { createInflateRaw } from 'node:zlib';

/** Why a zip was refused: it would grow too large once inflated, its XML asks too much work, or we cannot read it. */
export class ZipRefusal extends Error {
  constructor(readonly reason: 'too_large' | 'too_complex' | 'unreadable') {
    super(`zip ${reason}`);
    this.name = 'ZipRefusal';
  }
}

export interface ZipLimits {
  /** Largest size one entry may have inflated, declared or real. */
  entryBytes: number;
  /** Largest sum of every entry's declared size, and of the real bytes read from the archive. */
  totalBytes: number;
  /** Largest inflated-to-compressed ratio of an entry declaring more than `ratioFrom` bytes. */
  ratio: number;
  ratioFrom: number;
  entries: number;
}

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const endOfDirectory = 0x06054b50;
const directoryRecord = 0x02014b50;
const localRecord = 0x04034b50;
const unreadable = () => new ZipRefusal('unreadable');
const tooLarge = () => new ZipRefusal('too_large');

/** Entries of a zip from its central directory, every declared size checked before anything is inflated. */
function centralDirectory(zip: Buffer, limits: ZipLimits): Map<string, Entry> {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === endOfDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  // 0xFFFF and 0xFFFFFFFF mark a Zip64 archive: a guest sheet never needs one.
  if (count === 0xffff || directoryOffset === 0xffffffff || directoryOffset + directorySize > end) throw unreadable();
  if (count > limits.entries) throw tooLarge();
  const entries = new Map<string, Entry>();
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== directoryRecord) throw unreadable();
    const flags = zip.readUInt16LE(at + 8);
    const entry = {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (flags & 1 || entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw unreadable();
    total += entry.size;
    const ratioTooHigh = entry.size > limits.ratioFrom && entry.size > entry.compressedSize * limits.ratio;
    if (entry.size > limits.entryBytes || total > limits.totalBytes || ratioTooHigh) throw tooLarge();
    if (!entries.has(name)) entries.set(name, entry);
  }
  return entries;
}

/** A zip held in memory whose entries are inflated piece by piece, never past the limits, whatever the zip declares. */
export class ZipArchive {
  private readonly entries: Map<string, Entry>;
  private budget: number;

  constructor(
    private readonly zip: Buffer,
    private readonly limits: ZipLimits,
  ) {
    this.entries = centralDirectory(zip, limits);
    this.budget = limits.totalBytes;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The inflated bytes of an entry as they come; stops with a ZipRefusal as soon as they pass a limit. */
  async *read(name: string, maxBytes = this.limits.entryBytes): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw unreadable();
    const local = entry.localOffset;
    if (local + 30 > this.zip.length || this.zip.readUInt32LE(local) !== localRecord) throw unreadable();
    const start = local + 30 + this.zip.readUInt16LE(local + 26) + this.zip.readUInt16LE(local + 28);
    if (start + entry.compressedSize > this.zip.length) throw unreadable();
    const data = this.zip.subarray(start, start + entry.compressedSize);
    const cap = Math.min(maxBytes, this.limits.entryBytes, this.budget);
    if (entry.method === 0) {
      if (data.length > cap) throw tooLarge();
      this.budget -= data.length;
      yield data;
      return;
    }
    if (entry.method !== 8) throw unreadable();
    const inflate = createInflateRaw();
    inflate.end(data);
    let seen = 0;
    try {
      // zlib inflates only as fast as this loop reads, so at most a chunk passes the cap before it is refused.
      for await (const chunk of inflate as AsyncIterable<Buffer>) {
        seen += chunk.length;
        this.budget -= chunk.length;
        if (seen > cap) throw tooLarge();
        yield chunk;
      }
    } catch (err) {
      throw err instanceof ZipRefusal ? err : unreadable();
    } finally {
      inflate.destroy();
    }
  }

  /** A small entry (workbook, relationships) as text, at most `maxBytes` of it. */
  async text(name: string, maxBytes: number): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.read(name, maxBytes)) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }
}
