import ExcelJS from 'exceljs';

export interface RawGuestRow {
  row: number;
  name: string;
  phone: string;
  group: string;
  seats: string;
}

/** A row of cells and the line of the file it starts on (what an error must name). */
interface Line {
  line: number;
  cells: string[];
}

/** Splits CSV text into rows of cells (quotes, doubled quotes, ',' or ';' as the Excel of the region writes). */
export function parseCsv(text: string): string[][] {
  return parseCsvLines(text).map((row) => row.cells);
}

function parseCsvLines(text: string): Line[] {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: Line[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  for (let i = 0; i < clean.length; i += 1) {
    const c = clean[i]!;
    if (quoted) {
      if (c === '"' && clean[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && clean[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push({ line: rowStart, cells: row });
      line += 1;
      rowStart = line;
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push({ line: rowStart, cells: row });
  }
  return rows.filter((r) => r.cells.some((value) => value.trim()));
}

async function parseXlsx(buffer: Buffer): Promise<Line[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Line[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    // .text is what Excel shows: formulas' results, rich text and numbers as written.
    rows.push({ line: row.number, cells: Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).text ?? '') });
  });
  return rows;
}

const headers: Record<string, 'name' | 'phone' | 'group' | 'seats'> = {
  nama: 'name', name: 'name', 'nama tamu': 'name',
  whatsapp: 'phone', wa: 'phone', phone: 'phone', telepon: 'phone', 'no hp': 'phone', 'nomor whatsapp': 'phone', hp: 'phone',
  grup: 'group', group: 'group', kelompok: 'group', kategori: 'group',
  kursi: 'seats', seats: 'seats', 'jumlah kursi': 'seats', jumlah: 'seats',
};

/** The guest rows of an uploaded CSV or Excel file: named columns when the first row is a header, else name, phone, group, seats. */
export async function readGuestFile(buffer: Buffer, filename: string): Promise<RawGuestRow[]> {
  const isXlsx = buffer.subarray(0, 2).toString('latin1') === 'PK';
  const rows = isXlsx ? await parseXlsx(buffer) : parseCsvLines(buffer.toString('utf8'));
  if (!rows.length) return [];
  const head = rows[0]!.cells.map((h) => headers[h.trim().toLowerCase()]);
  const hasHeader = head.includes('name');
  const order = hasHeader ? head : (['name', 'phone', 'group', 'seats'] as const);
  const at = (cells: string[], key: string) => {
    const index = order.indexOf(key as never);
    return index >= 0 ? (cells[index] ?? '').trim() : '';
  };
  void filename;
  // Each row is named by its line in the file, blank lines and all, as the host sees it in their editor.
  return rows.slice(hasHeader ? 1 : 0).map(({ line, cells }) => ({
    row: line,
    name: at(cells, 'name'),
    phone: at(cells, 'phone'),
    group: at(cells, 'group'),
    seats: at(cells, 'seats'),
  }));
}
