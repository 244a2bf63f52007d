import type { EntityManager } from '@undangin/db';

// Counters live in Postgres (the invitation service's own table) so that every replica shares one allowance.
const windowSql = `to_timestamp(floor(extract(epoch from now()) / ?) * ?)`;

/**
 * Counts one hit on `bucket` in the current fixed window of `windowSeconds` (the database's clock, the same for
 * every replica): the window's hits so far and the milliseconds until it ends. One upsert.
 */
export async function countHit(
  em: EntityManager,
  bucket: string,
  windowSeconds: number,
): Promise<{ hits: number; msLeft: number }> {
  const [row] = await em.execute<{ hits: number; ms_left: string | number }[]>(
    `insert into invitation_rate_limits (bucket, window_start, hits) values (?, ${windowSql}, 1)
     on conflict (bucket, window_start) do update set hits = invitation_rate_limits.hits + 1
     returning hits, ceil(extract(epoch from window_start + make_interval(secs => ?) - now()) * 1000) as ms_left`,
    [bucket, windowSeconds, windowSeconds, windowSeconds],
  );
  return { hits: row?.hits ?? 0, msLeft: Math.max(0, Number(row?.ms_left ?? 0)) };
}

/** Windows that ended over an hour ago count for nothing any more (every window here is at most that long). */
export async function deleteOldWindows(em: EntityManager): Promise<void> {
  await em.execute(`delete from invitation_rate_limits where window_start < now() - interval '1 hour'`);
}
