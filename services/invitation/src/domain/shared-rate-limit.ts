import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { MikroORM } from '@undangin/db';
import { countHit, deleteOldWindows } from '../repositories/rate-limits';

/**
 * A store for @fastify/rate-limit that counts in Postgres: every replica adds to the same count, so scaling out
 * gives nobody a larger allowance. One upsert per counted request; about one in a hundred also clears old windows.
 * Windows are fixed (aligned to the database's clock), not sliding: a client may fit up to twice `max` across the
 * edge of two windows, as with any fixed window.
 */
export function postgresRateLimitStore(orm: MikroORM): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(private readonly route = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const em = orm.em.fork();
      const windowSeconds = Math.max(1, Math.round(timeWindow / 1000));
      // A hostile slug may carry a NUL: countWindowHit escapes it for Postgres.
      countHit(em, `${this.route}|${key}`, windowSeconds)
        .then(async ({ hits, msLeft }) => {
          if (Math.random() < 0.01) await deleteOldWindows(em);
          callback(null, { current: hits, ttl: msLeft });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { method?: string | string[]; url?: string; path?: string }): FastifyRateLimitStore {
      const method = [routeOptions.method ?? ''].flat().join(',');
      return new PostgresStore(`${method} ${routeOptions.url ?? routeOptions.path ?? ''}`);
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}
