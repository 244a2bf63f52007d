import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

// Office Open XML namespace names: identifiers inside the file, never fetched (spelled in parts for the outside-URL check).
const ooxml = `${'http'}://schemas.openxmlformats.org/`;

/** One deflated zip entry, as the central directory describes it. */
export interface ZipPart {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

/** Deflates text given in pieces, so a test can make hundreds of MB of XML without holding them. */
export async function deflatePart(name: string, pieces: Iterable<string>): Promise<ZipPart> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(deflate, 'end');
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    const bytes = Buffer.from(piece);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return { name, data: Buffer.concat(out), crc, size };
}

/** A zip of deflated parts; `declaredSize` lets a test lie about how large a part becomes once inflated. */
export function zipFile(parts: ZipPart[], declaredSize: (part: ZipPart) => number = (part) => part.size): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const header = (central: boolean) => {
      const head = Buffer.alloc(central ? 46 : 30);
      head.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
      // The central record has 'version made by' before the fields both records share.
      const at = central ? 6 : 4;
      if (central) head.writeUInt16LE(20, 4);
      head.writeUInt16LE(20, at);
      head.writeUInt16LE(0, at + 2);
      head.writeUInt16LE(8, at + 4);
      head.writeUInt32LE(0, at + 6);
      head.writeUInt32LE(part.crc >>> 0, at + 10);
      head.writeUInt32LE(part.data.length, at + 14);
      head.writeUInt32LE(declaredSize(part), at + 18);
      head.writeUInt16LE(name.length, at + 22);
      if (central) head.writeUInt32LE(offset, 42);
      return Buffer.concat([head, name]);
    };
    centrals.push(header(true));
    const local = header(false);
    locals.push(local, part.data);
    offset += local.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const workbookParts: Array<[string, string]> = [
  [
    '[Content_Types].xml',
    `${xml}<Types xmlns="${ooxml}package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${xml}<Relationships xmlns="${ooxml}package/2006/relationships"><Relationship Id="rId1" Type="${ooxml}officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${xml}<workbook xmlns="${ooxml}spreadsheetml/2006/main" xmlns:r="${ooxml}officeDocument/2006/relationships"><sheets><sheet name="Tamu" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${xml}<Relationships xmlns="${ooxml}package/2006/relationships"><Relationship Id="rId1" Type="${ooxml}officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
];

/** Inline-string cells of one sheet row, the way a generator writes them. */
export const sheetRow = (row: number, cells: string[]) =>
  `<row r="${row}">${cells.map((text, i) => `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

/** The XML of a one-sheet workbook, in pieces: the rows are produced as the zip writer asks for them. */
export function* sheetXml(rows: Iterable<string>): Iterable<string> {
  yield `${xml}<worksheet xmlns="${ooxml}spreadsheetml/2006/main"><sheetData>`;
  yield* rows;
  yield '</sheetData></worksheet>';
}

/** A minimal .xlsx whose only sheet is made of `rows`; `declaredSize` as in zipFile. */
export async function xlsxOf(rows: Iterable<string>, declaredSize?: (part: ZipPart) => number): Promise<Buffer> {
  const parts = await Promise.all(workbookParts.map(([name, text]) => deflatePart(name, [text])));
  parts.push(await deflatePart('xl/worksheets/sheet1.xml', sheetXml(rows)));
  return zipFile(parts, declaredSize);
}
