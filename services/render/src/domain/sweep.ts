import type { JobQueue } from '@undangin/jobs';
import { exportLinkSeconds, type RenderJob } from '@undangin/contracts';
import { expiredFiles, forgetFile, orphanedExports, staleExports } from '../repositories/render-exports';
import type { RenderContext } from './make-export';

/**
 * Every minute (and when a replica starts): an export whose worker stopped beating gets its second attempt (or fails
 * as 'worker_lost' after two), one waiting without a job gets one, and files past their time are deleted.
 */
export async function sweepExports(ctx: RenderContext, jobs: JobQueue): Promise<{ requeued: number; deleted: number }> {
  const em = ctx.orm.em.fork();
  const stale = [...(await staleExports(em, ctx.settings.staleSeconds)), ...(await orphanedExports(em))];
  for (const exportId of stale) await jobs.send<RenderJob>('render-exports', { exportId });
  let deleted = 0;
  for (const file of await expiredFiles(em, exportLinkSeconds)) {
    await ctx.exports.remove(file.key);
    await forgetFile(em, file.id, file.key);
    deleted += 1;
  }
  if (stale.length || deleted) ctx.log.info({ requeued: stale.length, deleted }, 'render sweep');
  return { requeued: stale.length, deleted };
}
