import { Readable } from 'node:stream';
import { messages } from '@undangin/contracts';
import { CsvError, parse, type Options } from 'csv-parse';
import { AppError, badRequest } from '@undangin/service-kit/errors';
import { xlsxLines, type Line, type SheetLimits } from './xlsx-lines';
import { ZipRefusal } from './zip-archive';

export interface RawGuestRow {
  row: number;
  name: string;
  phone: string;
  group: string;
  seats: string;
  /** The sessions the guest is invited to, by name (',' or ';' between them); blank: every session. */
  sessions: string;
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
  // A sheet nests 6 deep and a cell carries 3 or 4 attributes; 10,000 rows of 100 cells are 3 million elements.
  depth: 64,
  elements: 3_000_000,
  attributes: 64,
  attributeChars: 4096,
};
/** Fields of one CSV record: the parser builds every one before a record is handed on, so they bound its memory. */
const csvFieldsMax = 1000;
/** How much of a cell that is too long is shown back to the host: enough to find it in their file. */
const echoChars = 100;

/** Bytes handed to the CSV parser at a time: a file past the row cap is read about one chunk past it, not to its end. */
const csvChunkBytes = 64 * 1024;
// A quote the parser cannot pair (never closed, or text after the closing one) stops the whole file: its rows are unknown.
const quoteErrors = new Set([
  'CSV_QUOTE_NOT_CLOSED',
  'CSV_INVALID_CLOSING_QUOTE',
  'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE',
  'INVALID_OPENING_QUOTE',
]);
const quoteNotPaired = messages.uploads.guestCsvQuoteNotPaired;

const lineBreaks = /\r\n|\r|\n/g;
const breaksIn = (text: string) => text.match(lineBreaks)?.length ?? 0;
/** Blank lines (spaces at most) the parser skipped before a record: they start its raw text. */
const blankLinesBefore = (raw: string) => breaksIn(/^(?:[^\S\r\n]*(?:\r\n|\r|\n))*/.exec(raw)![0]);

/** ',' unless the first line holds more ';' (the Excel of the region writes semicolons). */
function delimiterOf(csv: Buffer): ',' | ';' {
  let semicolons = 0;
  let commas = 0;
  for (const byte of csv) {
    if (byte === 0x0a || byte === 0x0d) break;
    if (byte === 0x3b) semicolons += 1;
    else if (byte === 0x2c) commas += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Refuses a CSV with a record of more than `max` fields (a line of commas), before the parser builds one. */
function checkCsvFields(csv: Buffer, delimiter: number, max: number): void {
  let quoted = false;
  let fields = 1;
  for (const byte of csv) {
    if (byte === 0x22) quoted = !quoted;
    else if (quoted) continue;
    else if (byte === delimiter && (fields += 1) > max) throw new AppError(413, 'payload_too_large', tooComplex);
    else if (byte === 0x0a || byte === 0x0d) fields = 1;
  }
}
const tooComplex = messages.uploads.guestFileTooComplex;

/** Rows of a CSV file (quotes, doubled quotes, ',' or ';', a BOM), each named by the line it starts on. */
export async function* csvLines(csv: Buffer, columns = limits.columns): AsyncGenerator<Line> {
  const delimiter = delimiterOf(csv);
  checkCsvFields(csv, delimiter.charCodeAt(0), csvFieldsMax);
  const chunks = function* () {
    for (let at = 0; at < csv.length; at += csvChunkBytes) yield csv.subarray(at, at + csvChunkBytes);
  };
  // Counted as the parser reads, ahead of the rows taken: the first line of the record it is reading.
  let line = 1;
  // The raw text of a record starts with the blank lines skipped before it and ends with its line break.
  const options: Options<Line, { record: string[]; raw: string }> = {
    bom: true,
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    raw: true,
    on_record: ({ record, raw }) => {
      const start = line + blankLinesBefore(raw);
      line += breaksIn(raw);
      return record.some((value) => value.trim()) ? { line: start, cells: record.slice(0, columns) } : null;
    },
  };
  const source = Readable.from(chunks());
  // With `raw`, each record reaches on_record as { record, raw }: the library's types know only plain records.
  const parser = source.pipe(parse(options as unknown as Options));
  try {
    for await (const row of parser as AsyncIterable<Line>) yield row;
  } catch (err) {
    if (!(err instanceof CsvError && quoteErrors.has(err.code))) throw err;
    throw badRequest(quoteNotPaired(line + blankLinesBefore(typeof err.raw === 'string' ? err.raw : '')));
  } finally {
    source.destroy();
    parser.destroy();
  }
}

const headers: Record<string, 'name' | 'phone' | 'group' | 'seats' | 'sessions'> = {
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
  sesi: 'sessions',
  acara: 'sessions',
  sessions: 'sessions',
};
const fields = ['name', 'phone', 'group', 'seats', 'sessions'] as const;

async function* linesOf(buffer: Buffer): AsyncGenerator<Line> {
  if (buffer.subarray(0, 2).toString('latin1') !== 'PK') return yield* csvLines(buffer);
  try {
    yield* xlsxLines(buffer, limits);
  } catch (err) {
    if (!(err instanceof ZipRefusal)) throw err;
    if (err.reason === 'too_large') throw new AppError(413, 'payload_too_large', messages.uploads.guestFileTooLarge);
    if (err.reason === 'too_complex') throw new AppError(413, 'payload_too_large', tooComplex);
    throw new AppError(415, 'unsupported_media_type', messages.uploads.guestFileUnreadable);
  }
}

/**
 * The guest rows of an uploaded CSV or Excel file: named columns when the first row is a header, else name, phone,
 * group, seats, sessions. Refuses (AppError) a file past the row cap or one that would inflate past the limits.
 */
export async function readGuestFile(buffer: Buffer, filename: string): Promise<RawGuestRow[]> {
  void filename;
  const rows: RawGuestRow[] = [];
  let order: ReadonlyArray<string | undefined> | undefined;
  for await (const { line, cells } of linesOf(buffer)) {
    if (!order) {
      const head = cells.map((h) => headers[h.trim().toLowerCase()]);
      // Without a header the columns are name, phone, group, seats: sessions only under a 'Sesi' header.
      order = head.includes('name') ? head : fields.slice(0, 4);
      if (order === head) continue;
    }
    if (rows.length === maxImportRows) throw badRequest(messages.uploads.guestRowsMax);
    const values = fields.map((key) => {
      const index = order!.indexOf(key);
      return index >= 0 ? (cells[index] ?? '').trim() : '';
    });
    const tooLong = values.some((value) => value.length > limits.cellChars);
    const [name, phone, group, seats, sessions] = tooLong
      ? values.map((value) => (value.length > echoChars ? `${value.slice(0, echoChars)}…` : value))
      : values;
    // Each row is named by its line in the file, blank lines and all, as the host sees it in their editor.
    rows.push({
      row: line,
      name: name!,
      phone: phone!,
      group: group!,
      seats: seats!,
      sessions: sessions!,
      ...(tooLong ? { error: messages.uploads.guestCellTooLong } : {}),
    });
  }
  return rows;
}
