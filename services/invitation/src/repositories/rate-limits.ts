import { countWindowHit, deleteOldWindows as deleteWindows, type EntityManager } from '@undangin/db';

/** Counts one hit on `bucket` in the current fixed window: the window's hits so far and the milliseconds until it ends. */
export const countHit = (em: EntityManager, bucket: string, windowSeconds: number) =>
  countWindowHit(em, 'invitation_rate_limits', bucket, windowSeconds);

/** Windows that ended over an hour ago count for nothing any more (every window here is at most that long). */
export const deleteOldWindows = (em: EntityManager) => deleteWindows(em, 'invitation_rate_limits', 3_600);
