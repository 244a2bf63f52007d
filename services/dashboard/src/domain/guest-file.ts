import { messages } from '@undangin/contracts';
import { AppError, badRequest } from '@undangin/service-kit';
import { xlsxLines, type Line, type SheetLimits } from './xlsx-lines';
import { ZipRefusal } from './zip-archive';

export interface RawGuestRow {
  row: number;
  name: string;
  phone: string;
  group: string;
  seats: string;
  /** What is wrong with the row as read from the file (a cell too long to be a guest's), before any other check. */
  error?: string;
}

/** Guests in one import: the file is read up to one row more, never to its end. */
export const maxImportRows = 10_000;
const MB = 1024 * 1024;
// A 10,000-guest sheet is 1–3 MB of XML deflated about 10:1: refuse a part over 20 MB, 50 MB in all, or over 100:1 past 1 MB.
const limits: SheetLimits = {
  entryBytes: 20 * MB,
  totalBytes: 50 * MB,
  ratio: 100,
  ratioFrom: MB,
  entries: 1000,
  cellChars: 500,
  columns: 100,
  sharedStrings: 250_000,
};
/** How much of a cell that is too long is shown back to the host: enough to find it in their file. */
const echoChars = 100;

/** Rows of CSV text, with quotes, doubled quotes, ',' or ';' as the Excel of the region writes; each cell capped like a sheet's. */
export function* csvLines(text: string, cellChars = limits.cellChars, columns = limits.columns): Generator<Line> {
  const csv = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLineEnd = csv.search(/[\r\n]|$/);
  let semicolons = 0;
  let commas = 0;
  for (let i = 0; i < firstLineEnd; i += 1) {
    if (csv[i] === ';') semicolons += 1;
    else if (csv[i] === ',') commas += 1;
  }
  const delimiter = semicolons > commas ? ';' : ',';
  const cellEnd = new RegExp(`[${delimiter}\\r\\n]`, 'g');
  // Cells are read front to back, so the next newline is searched for once: no rescans past a cell's end.
  const newlineFrom = (from: number) => {
    const found = csv.indexOf('\n', from);
    return found < 0 ? csv.length : found;
  };
  let nextNewline = -1;
  const newlinesBetween = (from: number, to: number) => {
    let count = 0;
    if (nextNewline < from) nextNewline = newlineFrom(from);
    for (; nextNewline < to; count += 1) nextNewline = newlineFrom(nextNewline + 1);
    return count;
  };
  // Every piece of a cell is sliced from the text and kept only up to the cap: a 5 MB quoted cell costs one pass.
  const add = (cell: string, from: number, to: number) =>
    cell.length > cellChars ? cell : cell + csv.slice(from, Math.min(to, from + cellChars + 1 - cell.length));
  let at = 0;
  let line = 1;
  while (at < csv.length) {
    const start = line;
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (csv[at] === '"') {
        let from = at + 1;
        for (;;) {
          const quote = csv.indexOf('"', from);
          const end = quote < 0 ? csv.length : quote;
          cell = add(cell, from, end);
          line += newlinesBetween(from, end);
          if (quote < 0 || csv[quote + 1] !== '"') {
            at = quote < 0 ? csv.length : quote + 1;
            break;
          }
          cell = add(cell, quote, quote + 1);
          from = quote + 2;
        }
      }
      cellEnd.lastIndex = at;
      const stop = cellEnd.exec(csv)?.index ?? csv.length;
      cell = add(cell, at, stop);
      if (cells.length < columns) cells.push(cell);
      at = stop;
      if (csv[at] !== delimiter) break;
      at += 1;
    }
    if (at < csv.length) {
      at += csv[at] === '\r' && csv[at + 1] === '\n' ? 2 : 1;
      line += 1;
    }
    if (cells.some((value) => value.trim())) yield { line: start, cells };
  }
}

const headers: Record<string, 'name' | 'phone' | 'group' | 'seats'> = {
  nama: 'name',
  name: 'name',
  'nama tamu': 'name',
  whatsapp: 'phone',
  wa: 'phone',
  phone: 'phone',
  telepon: 'phone',
  'no hp': 'phone',
  'nomor whatsapp': 'phone',
  hp: 'phone',
  grup: 'group',
  group: 'group',
  kelompok: 'group',
  kategori: 'group',
  kursi: 'seats',
  seats: 'seats',
  'jumlah kursi': 'seats',
  jumlah: 'seats',
};
const fields = ['name', 'phone', 'group', 'seats'] as const;

async function* linesOf(buffer: Buffer): AsyncGenerator<Line> {
  if (buffer.subarray(0, 2).toString('latin1') !== 'PK') return yield* csvLines(buffer.toString('utf8'));
  try {
    yield* xlsxLines(buffer, limits);
  } catch (err) {
    if (!(err instanceof ZipRefusal)) throw err;
    if (err.reason === 'too_large') throw new AppError(413, 'payload_too_large', messages.uploads.guestFileTooLarge);
    throw new AppError(415, 'unsupported_media_type', messages.uploads.guestFileUnreadable);
  }
}

/**
 * The guest rows of an uploaded CSV or Excel file: named columns when the first row is a header, else name, phone,
 * group, seats. Refuses (AppError) a file past the row cap or one that would inflate past the limits.
 */
export async function readGuestFile(buffer: Buffer, filename: string): Promise<RawGuestRow[]> {
  void filename;
  const rows: RawGuestRow[] = [];
  let order: ReadonlyArray<string | undefined> | undefined;
  for await (const { line, cells } of linesOf(buffer)) {
    if (!order) {
      const head = cells.map((h) => headers[h.trim().toLowerCase()]);
      order = head.includes('name') ? head : fields;
      if (order === head) continue;
    }
    if (rows.length === maxImportRows) throw badRequest(messages.uploads.guestRowsMax);
    const values = fields.map((key) => {
      const index = order!.indexOf(key);
      return index >= 0 ? (cells[index] ?? '').trim() : '';
    });
    const tooLong = values.some((value) => value.length > limits.cellChars);
    const [name, phone, group, seats] = tooLong
      ? values.map((value) => (value.length > echoChars ? `${value.slice(0, echoChars)}…` : value))
      : values;
    // Each row is named by its line in the file, blank lines and all, as the host sees it in their editor.
    rows.push({
      row: line,
      name: name!,
      phone: phone!,
      group: group!,
      seats: seats!,
      ...(tooLong ? { error: messages.uploads.guestCellTooLong } : {}),
    });
  }
  return rows;
}
