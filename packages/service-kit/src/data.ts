/** Postgres refused a row that breaks a unique index (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const { code, message } = (err ?? {}) as Record<string, unknown>;
  return code === '23505' || /unique|duplicate/i.test(String(message ?? ''));
}

/** A timestamp as the APIs send it: ISO 8601 in UTC (raw queries answer strings, entities Dates). */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null | undefined): string | null;
export function iso(value: Date | string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}
