import { keysetCountCap, messages } from '@undangin/contracts';
import { badRequest } from '@undangin/service-kit';
import type { EntityManager } from '@undangin/db';

/**
 * Keyset pages of the admin's lists (packages/contracts/src/admin/keyset-schemas.ts): rows after the cursor's, newest
 * first, one more than the page to know whether another follows, and the matches counted up to the cap.
 */

/** A row's creation time as its cursor writes it: UTC to the microsecond, as Postgres keeps it. */
export const cursorTimeSql = (columnSql: string) =>
  `to_char(${columnSql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface Cursor {
  at: string;
  id: string;
}

/**
 * The cursor's parts (the schema checked its shape), or null on the first page. A time that only looks right (30
 * February, 24:00) is refused as bad input here, before Postgres would fail on it.
 */
function readCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const at = cursor.slice(0, 27);
  const time = new Date(at);
  if (Number.isNaN(time.getTime()) || time.toISOString().slice(0, 19) !== at.slice(0, 19))
    throw badRequest(messages.errors.validation, [{ field: 'cursor', message: messages.errors.validation }]);
  return { at, id: cursor.slice(28) };
}

/** `(time, id) < cursor`, for `order by time desc, id desc`. */
function afterCursor(cursor: Cursor, timeSql: string, idSql: string, idType: string): [string, unknown[]] {
  return [`(${timeSql}, ${idSql}) < (?::timestamptz, ?::${idType})`, [cursor.at, cursor.id]];
}

/** The page's rows and the cursor of the next, from `perPage + 1` rows read. */
function pageOf<T extends { cursor_time: string }>(
  rows: T[],
  perPage: number,
  idOf: (row: T) => string | number,
): { rows: T[]; next_cursor: string | null } {
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return { rows: page, next_cursor: rows.length > perPage && last ? `${last.cursor_time}|${idOf(last)}` : null };
}

/** How many rows `fromWhere` (a `from … where …`) holds, counted up to the cap. */
async function cappedCount(
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

export interface KeysetList<Row extends { cursor_time: string }, Item> {
  /** `select … from …` of the page's rows, joins included; its rows carry `cursor_time` (cursorTimeSql of `time`). */
  select: string;
  /** The filtered table and its alias (`orders o`): the count reads it alone, since the joins add columns, not rows. */
  from: string;
  /** The filters, joined by `and`, and their parameters in order: the page and the count both use them. */
  conditions: string[];
  params: unknown[];
  /** The page's order, `time desc, id desc`, as SQL, and what the cursor's id is cast to for comparing with `id`. */
  time: string;
  id: string;
  idType: 'uuid' | 'text' | 'bigint';
  perPage: number;
  /** The query's cursor (the schema checked its shape); none on the first page. */
  cursor: string | undefined;
  /** The row's id as its cursor writes it, after the time. */
  idOf: (row: Row) => string | number;
  toItem: (row: Row) => Item;
  /** Wraps the page's query, so that costly joins run for the page's rows only, once they are chosen. */
  around?: (pageSql: string) => string;
}

export interface KeysetPage<Item> {
  items: Item[];
  next_cursor: string | null;
  per_page: number;
  total: number;
  total_capped: boolean;
}

/** A page of a list after the query's cursor, newest first, with the cursor of the next and the matches counted. */
export async function keysetPage<Row extends { cursor_time: string }, Item>(
  em: EntityManager,
  list: KeysetList<Row, Item>,
): Promise<KeysetPage<Item>> {
  const { conditions, params, perPage } = list;
  const cursor = readCursor(list.cursor);
  const [after, afterParams] = cursor ? afterCursor(cursor, list.time, list.id, list.idType) : [null, []];
  const pageSql = `${list.select} ${whereSql([...conditions, ...(after ? [after] : [])])}
      order by ${list.time} desc, ${list.id} desc limit ?`;
  const rows = await em.execute<Row[]>(list.around ? list.around(pageSql) : pageSql, [
    ...params,
    ...afterParams,
    perPage + 1,
  ]);
  const page = pageOf(rows, perPage, list.idOf);
  const counted = await cappedCount(em, `from ${list.from} ${whereSql(conditions)}`, params);
  return { items: page.rows.map(list.toItem), next_cursor: page.next_cursor, per_page: perPage, ...counted };
}
