import path from 'node:path/posix';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ZipArchive, ZipRefusal, type ZipLimits } from './zip-archive';

/** A row of cells and the line of the file it starts on (what an error must name). */
export interface Line {
  line: number;
  cells: string[];
}

/** How much structure the XML of one file may hold, whatever its size: what a parser keeps grows with these. */
export interface XmlLimits {
  /** Elements open at once (a sheet needs 6). */
  depth: number;
  /** Elements in all the parts read, together. */
  elements: number;
  /** Attributes of one element (a cell has 3 or 4). */
  attributes: number;
  /** Characters of one attribute's value. */
  attributeChars: number;
}

export interface SheetLimits extends ZipLimits, XmlLimits {
  /** A cell keeps at most this many characters and one more, so that a longer one is known to be too long. */
  cellChars: number;
  /** Columns past this one are not read. */
  columns: number;
  sharedStrings: number;
}

const tooComplex = () => new ZipRefusal('too_complex');

/** The elements left to the parts of one file still to be read. */
class XmlBudget {
  private elements = 0;
  constructor(readonly limits: XmlLimits) {}

  spendElement(): void {
    this.elements += 1;
    if (this.elements > this.limits.elements) throw tooComplex();
  }
}

type Handlers = {
  open: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
};

/**
 * Parses XML as it inflates, element names without their prefix; after each piece, `drain` may hand on what it found.
 * Refuses (too_complex) as soon as the XML nests, counts or carries attributes past the budget's limits: the parser
 * keeps every open element and every attribute of the element it is reading, so those bound its memory.
 */
async function* parseEntry<T>(
  archive: ZipArchive,
  name: string,
  budget: XmlBudget,
  handlers: Handlers,
  drain: () => T[] = () => [],
  maxBytes?: number,
): AsyncGenerator<T> {
  const { limits } = budget;
  const parser = new SaxesParser({ xmlns: false, position: false });
  const local = (tag: { name: string }) => tag.name.slice(tag.name.indexOf(':') + 1);
  let depth = 0;
  // Attributes arrive before the opentag of the element that carries them.
  let attributes = 0;
  parser.on('attribute', ({ value }) => {
    attributes += 1;
    if (attributes > limits.attributes || value.length > limits.attributeChars) throw tooComplex();
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    attributes = 0;
    budget.spendElement();
    if (!tag.isSelfClosing && (depth += 1) > limits.depth) throw tooComplex();
    handlers.open(local(tag), tag.attributes);
  });
  if (handlers.text) parser.on('text', handlers.text);
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (!tag.isSelfClosing) depth -= 1;
    handlers.close?.(local(tag));
  });
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of archive.read(name, maxBytes)) {
      parser.write(decoder.write(chunk));
      yield* drain();
    }
    parser.write(decoder.end()).close();
  } catch (err) {
    throw err instanceof ZipRefusal ? err : new ZipRefusal('unreadable');
  }
  yield* drain();
}

const smallPart = 1024 * 1024;
async function readAll(archive: ZipArchive, name: string, budget: XmlBudget, handlers: Handlers): Promise<void> {
  for await (const _ of parseEntry(archive, name, budget, handlers, undefined, smallPart));
}

/** Where each relationship of a part points (by id), and the first target of a type ending in `typeSuffix`. */
async function relationships(archive: ZipArchive, budget: XmlBudget, part: string) {
  const relsPath = path.join(path.dirname(part), '_rels', `${path.basename(part)}.rels`);
  const targets = new Map<string, { target: string; type: string }>();
  if (!archive.has(relsPath)) return targets;
  await readAll(archive, relsPath, budget, {
    open: (name, { Id, Target, Type }) => {
      if (name === 'Relationship' && Id && Target) {
        const target = Target.startsWith('/') ? Target.slice(1) : path.join(path.dirname(part), Target);
        targets.set(Id, { target, type: Type ?? '' });
      }
    },
  });
  return targets;
}

/** The first sheet of the workbook (what Excel opens on) and its shared strings part, if any. */
async function firstSheet(archive: ZipArchive, budget: XmlBudget): Promise<{ sheet: string; sharedStrings?: string }> {
  const rootRels = [...(await relationships(archive, budget, '')).values()];
  const workbook = rootRels.find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  let sheetId: string | undefined;
  if (archive.has(workbook)) {
    await readAll(archive, workbook, budget, {
      open: (name, attributes) => {
        if (name !== 'sheet' || sheetId) return;
        sheetId = Object.entries(attributes).find(([key]) => key === 'id' || key.endsWith(':id'))?.[1];
      },
    });
  }
  const rels = await relationships(archive, budget, workbook);
  const sheet = (sheetId && rels.get(sheetId)?.target) || 'xl/worksheets/sheet1.xml';
  const sharedStrings =
    [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target ?? 'xl/sharedStrings.xml';
  if (!archive.has(sheet)) throw new ZipRefusal('unreadable');
  return { sheet, sharedStrings: archive.has(sharedStrings) ? sharedStrings : undefined };
}

/** Keeps at most cellChars + 1 characters of text arriving in pieces. */
const capped = (limits: SheetLimits) => (sofar: string, more: string) =>
  sofar.length > limits.cellChars ? sofar : sofar + more.slice(0, limits.cellChars + 1 - sofar.length);

/** The shared strings of a workbook (rich text joined, phonetic hints left out), each capped like a cell. */
async function sharedStrings(
  archive: ZipArchive,
  budget: XmlBudget,
  part: string,
  limits: SheetLimits,
): Promise<string[]> {
  const strings: string[] = [];
  const append = capped(limits);
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  for await (const _ of parseEntry(archive, part, budget, {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && current !== null && !phonetic) inText = true;
    },
    text: (text) => {
      if (inText) current = append(current!, text);
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && current !== null) {
        if (strings.length >= limits.sharedStrings) throw new ZipRefusal('too_large');
        strings.push(current);
        current = null;
      }
    },
  }));
  return strings;
}

/** 'AB12' → 27 (columns counted from 0). */
function columnOf(ref: string | undefined): number | undefined {
  const letters = /^[A-Z]+/.exec(ref ?? '')?.[0];
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters) column = column * 26 + letter.charCodeAt(0) - 64;
  return column - 1;
}

/** A cell's text as Excel shows it without formatting: shared, inline and formula strings, numbers as written. */
function cellText(type: string, value: string, inline: string, shared: string[]): string {
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'inlineStr') return inline;
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  if (type === 'n' && value.trim() && Number.isFinite(Number(value))) return String(Number(value));
  return value;
}

/** The non-blank rows of the first sheet of an .xlsx, read as the sheet inflates, within `limits`. */
export async function* xlsxLines(file: Buffer, limits: SheetLimits): AsyncGenerator<Line> {
  const archive = new ZipArchive(file, limits);
  const budget = new XmlBudget(limits);
  const parts = await firstSheet(archive, budget);
  const shared = parts.sharedStrings ? await sharedStrings(archive, budget, parts.sharedStrings, limits) : [];
  const append = capped(limits);
  const ready: Line[] = [];
  let row: Line | null = null;
  let lastLine = 0;
  let cell: { column: number; type: string; value: string; inline: string } | null = null;
  let capture: 'value' | 'inline' | null = null;
  let phonetic = 0;
  const handlers: Handlers = {
    open: (name, attributes) => {
      if (name === 'row') {
        const number = Number.parseInt(attributes.r ?? '', 10);
        row = { line: Number.isSafeInteger(number) && number > 0 ? number : lastLine + 1, cells: [] };
        lastLine = row.line;
      } else if (name === 'c' && row) {
        const column = columnOf(attributes.r) ?? (cell ? cell.column + 1 : row.cells.length);
        cell = { column, type: attributes.t ?? 'n', value: '', inline: '' };
      } else if (name === 'v' && cell) capture = 'value';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && cell && !phonetic) capture = 'inline';
    },
    text: (text) => {
      if (capture === 'value') cell!.value = append(cell!.value, text);
      else if (capture === 'inline') cell!.inline = append(cell!.inline, text);
    },
    close: (name) => {
      if (name === 'v' || name === 't') capture = null;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell && row) {
        if (cell.column < limits.columns) row.cells[cell.column] = cellText(cell.type, cell.value, cell.inline, shared);
      } else if (name === 'row' && row) {
        const cells = Array.from(row.cells, (text) => text ?? '');
        if (cells.some((text) => text.trim())) ready.push({ line: row.line, cells });
        row = null;
        cell = null;
      }
    },
  };
  yield* parseEntry(archive, parts.sheet, budget, handlers, () => ready.splice(0));
}
