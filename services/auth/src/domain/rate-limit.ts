import type { EntityManager } from '@undangin/db';
import type { RateLimit } from '../settings';

// Counters live in Postgres so that every replica of the service shares them.
const windowSql = `to_timestamp(floor(extract(epoch from now()) / ?) * ?)`;

/** Counts one hit in the current window and says whether the limit is now exceeded. */
export async function hit(em: EntityManager, bucket: string, limit: RateLimit): Promise<boolean> {
  const rows = await em.execute<{ hits: number }[]>(
    `insert into auth_rate_limits (bucket, window_start, hits) values (?, ${windowSql}, 1)
     on conflict (bucket, window_start) do update set hits = auth_rate_limits.hits + 1 returning hits`,
    [bucket, limit.windowSeconds, limit.windowSeconds],
  );
  if (Math.random() < 0.01)
    await em.execute(`delete from auth_rate_limits where window_start < now() - interval '1 day'`);
  return (rows[0]?.hits ?? 0) > limit.max;
}

/** The sign-in failures of one account (by its id) or, for an unknown identifier, of that identifier (sign-in-delay.ts). */
export const accountBucket = (accountIdOrIdentifier: string) => `signin:account:${accountIdOrIdentifier}`;
