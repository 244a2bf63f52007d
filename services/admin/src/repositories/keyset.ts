import { keysetCountCap } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

/**
 * Keyset pages of the admin's lists (packages/contracts/src/admin/keyset-schemas.ts): rows after the cursor's, newest
 * first, one more than the page to know whether another follows, and the matches counted up to the cap.
 */

/** A row's creation time as its cursor writes it: UTC to the microsecond, as Postgres keeps it. */
export const cursorTimeSql = (columnSql: string) =>
  `to_char(${columnSql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface Cursor {
  at: string;
  id: string;
}

/** The cursor's parts (the schema checked its shape), or null on the first page. */
export function readCursor(cursor: string | undefined): Cursor | null {
  return cursor ? { at: cursor.slice(0, 27), id: cursor.slice(28) } : null;
}

/** `(time, id) < cursor`, for `order by time desc, id desc`. */
export function afterCursor(cursor: Cursor, timeSql: string, idSql: string, idType: string): [string, unknown[]] {
  return [`(${timeSql}, ${idSql}) < (?::timestamptz, ?::${idType})`, [cursor.at, cursor.id]];
}

/** The page's rows and the cursor of the next, from `perPage + 1` rows read. */
export function pageOf<T extends { cursor_time: string }>(
  rows: T[],
  perPage: number,
  idOf: (row: T) => string | number,
): { rows: T[]; next_cursor: string | null } {
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return { rows: page, next_cursor: rows.length > perPage && last ? `${last.cursor_time}|${idOf(last)}` : null };
}

/** How many rows `fromWhere` (a `from … where …`) holds, counted up to the cap. */
export async function cappedCount(
  em: EntityManager,
  fromWhere: string,
  params: unknown[],
): Promise<{ total: number; total_capped: boolean }> {
  const [row] = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from (select 1 ${fromWhere} limit ${keysetCountCap + 1}) matched`,
    params,
  );
  const n = row?.n ?? 0;
  return { total: Math.min(n, keysetCountCap), total_capped: n > keysetCountCap };
}

export const whereSql = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
