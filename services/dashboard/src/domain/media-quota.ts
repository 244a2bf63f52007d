import { formatBytes, messages } from '@undangin/contracts';
import { limitsOf, overLimit, type EntityManager } from '@undangin/db';
import { AppError } from '@undangin/service-kit';
import { insertMediaFile, lockMediaOf, storageUsed, type NewMediaFile } from '../repositories/media-files';

/** Uploads an account may start per window: each is decoded and re-encoded (images) or stored. */
export const uploadLimit = { max: 60, windowSeconds: 10 * 60 };

/** Refuses an upload past the account's pace (429), before anything is read into storage. */
export async function checkUploadPace(em: EntityManager, userId: string): Promise<{ retryAfter: number } | null> {
  const { over, retryAfterSeconds } = await overLimit(em, 'dashboard_rate_limits', `upload:${userId}`, uploadLimit);
  return over ? { retryAfter: retryAfterSeconds } : null;
}

const storageFull = (used: number, quota: number) =>
  new AppError(403, 'plan_limit', messages.uploads.storageFull(formatBytes(used), formatBytes(quota)));

/** Refuses (403 plan_limit) when `adding` bytes would not fit the plan's storage: asked before storing anything. */
export async function assertStorageRoom(em: EntityManager, userId: string, adding: number): Promise<void> {
  const { storageQuotaBytes: quota } = await limitsOf(em, userId);
  if (quota === -1) return;
  const used = await storageUsed(em, userId);
  if (used + adding > quota) throw storageFull(used, quota);
}

/**
 * Records a stored upload if it still fits the plan's storage, measured with the host's uploads locked (two uploads at
 * once are judged in turn); refuses otherwise. The caller removes what it stored when this throws.
 */
export async function recordWithinQuota(em: EntityManager, file: NewMediaFile) {
  return em.transactional(async (tx) => {
    await lockMediaOf(tx, file.userId);
    await assertStorageRoom(tx, file.userId, file.size);
    return insertMediaFile(tx, file);
  });
}
