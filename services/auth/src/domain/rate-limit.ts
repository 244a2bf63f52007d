import type { EntityManager } from '@undangin/db';
import { countHit, deleteOldWindows } from '../repositories/rate-limits';
import type { RateLimit } from '../settings';

/** Counts one hit in the current window and says whether the limit is now exceeded. */
export async function hit(em: EntityManager, bucket: string, limit: RateLimit): Promise<boolean> {
  const hits = await countHit(em, bucket, limit.windowSeconds);
  if (Math.random() < 0.01) await deleteOldWindows(em);
  return hits > limit.max;
}

/** The sign-in failures of one account (by its id) or, for an unknown identifier, of that identifier (sign-in-delay.ts). */
export const accountBucket = (accountIdOrIdentifier: string) => `signin:account:${accountIdOrIdentifier}`;
