import { randomUUID } from 'node:crypto';
import { jobRowsSql, type QueueName } from '@undangin/jobs';
import type { EntityManager } from '@undangin/db';

/** Queues jobs in the caller's transaction: they exist exactly when what they are for was committed. */
export async function queueJobsIn<T extends object>(
  em: EntityManager,
  queue: QueueName,
  jobs: Array<{ id?: string; data: T; startAfter?: Date }>,
): Promise<void> {
  if (!jobs.length) return;
  const { sql, params } = jobRowsSql(
    queue,
    jobs.map((job) => ({ ...job, id: job.id ?? randomUUID() })),
  );
  await em.execute(sql, params);
}

/** One send job per message (fresh job ids: a finished job kept for the Status page must not swallow a retry). */
export const queueSendJobs = (em: EntityManager, messageIds: string[]) =>
  queueJobsIn(
    em,
    'whatsapp-send',
    messageIds.map((messageId) => ({ data: { messageId } })),
  );
