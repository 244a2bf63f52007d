import type { EntityManager } from '@undangin/db';

// Counters live in Postgres so that every replica of the service shares them.
const windowSql = `to_timestamp(floor(extract(epoch from now()) / ?) * ?)`;

/** Counts one hit on the bucket in the current fixed window of `windowSeconds`; answers the window's hits so far. */
export async function countHit(em: EntityManager, bucket: string, windowSeconds: number): Promise<number> {
  const rows = await em.execute<{ hits: number }[]>(
    `insert into auth_rate_limits (bucket, window_start, hits) values (?, ${windowSql}, 1)
     on conflict (bucket, window_start) do update set hits = auth_rate_limits.hits + 1 returning hits`,
    [bucket, windowSeconds, windowSeconds],
  );
  return rows[0]?.hits ?? 0;
}

/** Windows older than a day count for nothing any more. */
export async function deleteOldWindows(em: EntityManager): Promise<void> {
  await em.execute(`delete from auth_rate_limits where window_start < now() - interval '1 day'`);
}
