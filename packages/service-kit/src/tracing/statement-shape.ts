/**
 * A SQL statement as a span may keep it: its shape, never a value. The ORM writes values into the text (names, e-mail
 * addresses, wishes), so every literal becomes `?`: quoted strings (with '' and E'\'' escapes), dollar-quoted bodies,
 * numbers; bound parameters ($1) stay as they are. Long statements (a batch insert) are cut.
 */
const literals =
  /(?:\b[eE])?'(?:[^'\\]|''|\\.)*'|\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$|(?<![$\w.])\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/g;

export const statementShapeLimit = 2_000;

export function statementShape(text: string): string {
  const shape = text.replace(literals, '?');
  return shape.length > statementShapeLimit ? `${shape.slice(0, statementShapeLimit)}…` : shape;
}
