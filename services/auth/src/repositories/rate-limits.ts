import { countWindowHit, deleteOldWindows as deleteWindows, type EntityManager } from '@undangin/db';

/** Counts one hit on the bucket in the current fixed window of `windowSeconds`; answers the window's hits so far. */
export async function countHit(em: EntityManager, bucket: string, windowSeconds: number): Promise<number> {
  return (await countWindowHit(em, 'auth_rate_limits', bucket, windowSeconds)).hits;
}

/** Windows older than a day count for nothing any more. */
export const deleteOldWindows = (em: EntityManager) => deleteWindows(em, 'auth_rate_limits', 86_400);
