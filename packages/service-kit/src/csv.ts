/**
 * One CSV cell. Text a visitor typed may start with '=', '+', '-' or '@' ('=HYPERLINK(…)'): it is prefixed with a
 * quote so a spreadsheet shows it instead of running it as a formula.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  // A number is never a formula: a negative amount stays a number a spreadsheet can add.
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document with a byte-order mark (Excel reads it as UTF-8) and CRLF line ends. */
export function csvDocument(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A moment as a CSV cell or file name shows it: Jakarta time (WIB), 'YYYY-MM-DD HH:MM'. */
export const wibText = (at: string | Date = new Date()): string =>
  new Date(new Date(at).getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
