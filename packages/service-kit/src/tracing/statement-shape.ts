/**
 * A SQL statement as a span may keep it: its shape, never a value. The ORM writes values into the text (names, e-mail
 * addresses, wishes), so every literal becomes `?`: quoted strings of every kind ('…' with '', E'…' with backslash
 * escapes, U&'…', B'…', X'…', N'…'), dollar-quoted bodies and numbers (1, .5, 1e3, 0x1F, 1_000). Comments go (they
 * could hold anything); quoted identifiers stay as they are, and are read whole, so a quote inside one misleads
 * nothing. Bound parameters ($1) stay. Long statements (a batch insert) are cut.
 */
const tokens = new RegExp(
  [
    String.raw`--[^\n]*`, // a line comment
    String.raw`/\*[\s\S]*?\*/`, // a block comment
    String.raw`"(?:[^"]|"")*"`, // a quoted identifier: kept
    String.raw`\b[eE]'(?:[^'\\]|\\[\s\S]|'')*'`, // an escape string
    String.raw`(?:\b[uU]&|\b[bBxXnN])?'(?:[^']|'')*'`, // a standard string (backslash is a plain character)
    String.raw`\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$`, // a dollar-quoted body
    String.raw`(?<![\w$.])(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d+)?)`,
  ].join('|'),
  'g',
);

export const statementShapeLimit = 2_000;

export function statementShape(text: string): string {
  const shape = text.replace(tokens, (token) =>
    token.startsWith('--') || token.startsWith('/*') ? '' : token.startsWith('"') ? token : '?',
  );
  return shape.length > statementShapeLimit ? `${shape.slice(0, statementShapeLimit)}…` : shape;
}
