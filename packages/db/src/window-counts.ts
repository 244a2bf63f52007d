import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows } from './prepared';
import { privateTableSql, type ServiceName } from './ownership';
import { selection, type Columns, type TableName } from './typed-sql';

/** Each service's own table of rate-limit counters: client addresses and account ids, read by that service alone. */
export type RateLimitTable = Extract<TableName, `${string}_rate_limits`>;

// Every counters table has the same columns; the auth service's names them for all.
const counter = selection('auth_rate_limits', ['bucket', 'window_start', 'hits']);
type HitRow = Columns<RateLimitTable, 'hits'> & { ms_left: string };

// Windows are fixed and aligned to the database's clock, so every replica counts into the same one.
const windowSql = `to_timestamp(floor(extract(epoch from now()) / ?) * ?)`;

/**
 * Counts one hit on `bucket` in the current window of `windowSeconds`: the window's hits so far and the milliseconds
 * until it ends. One upsert, shared by every replica of the service.
 */
export async function countWindowHit(
  em: EntityManager,
  table: RateLimitTable,
  bucket: string,
  windowSeconds: number,
): Promise<{ hits: number; msLeft: number }> {
  const [row] = await preparedRows<HitRow>(
    em,
    `insert into ${table} (${counter.sql()}) values (?, ${windowSql}, 1)
     on conflict (bucket, window_start) do update set hits = ${table}.hits + 1
     returning hits, ceil(extract(epoch from window_start + make_interval(secs => ?) - now()) * 1000) as ms_left`,
    // Postgres text holds no NUL, and a hostile key may carry one.
    [bucket.replaceAll('\0', '\\0'), windowSeconds, windowSeconds, windowSeconds],
  );
  return { hits: row?.hits ?? 0, msLeft: Math.max(0, Number(row?.ms_left ?? 0)) };
}

/** Forgets every count of one bucket (a right PIN clears its address's wrong ones). */
export async function forgetWindowHits(em: EntityManager, table: RateLimitTable, bucket: string): Promise<void> {
  await em.execute(`delete from ${table} where bucket = ?`, [bucket.replaceAll('\0', '\\0')]);
}

/** Forgets windows that ended more than `seconds` ago. */
export async function deleteOldWindows(em: EntityManager, table: RateLimitTable, seconds: number): Promise<void> {
  await em.execute(`delete from ${table} where window_start < now() - make_interval(secs => ?)`, [seconds]);
}

/**
 * Counts one hit and says whether the limit is passed, and when the window ends; about one call in a hundred also
 * clears windows older than a day.
 */
export async function overLimit(
  em: EntityManager,
  table: RateLimitTable,
  bucket: string,
  limit: { max: number; windowSeconds: number },
): Promise<{ over: boolean; retryAfterSeconds: number }> {
  const { hits, msLeft } = await countWindowHit(em, table, bucket, limit.windowSeconds);
  if (Math.random() < 0.01) await deleteOldWindows(em, table, 86_400);
  return { over: hits > limit.max, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}

/** A service's counters table: unlogged (a crash may forget counts, never a guest's data), private to the service. */
export function rateLimitTableSql(table: RateLimitTable, owner: ServiceName): string[] {
  return [
    `create unlogged table if not exists "${table}" (
      "bucket" text not null,
      "window_start" timestamptz not null,
      "hits" integer not null,
      primary key ("bucket", "window_start"))`,
    `create index if not exists "${table}_window_start_idx" on "${table}" ("window_start")`,
    ...privateTableSql(table, owner),
  ];
}
