import type { FastifyInstance } from 'fastify';
import { maintainHistoryPartitions } from '../repositories/history-partitions';

/**
 * Once a day (02:17 in Jakarta), one replica makes the coming months' partitions of the history tables and drops the
 * months past their retention. Run at start-up too, so a platform that was down over a month's turn catches up.
 */
export async function startPartitionUpkeep(app: FastifyInstance): Promise<void> {
  const upkeep = async () => {
    const { made, dropped } = await maintainHistoryPartitions(app.orm.em.fork());
    if (made.length || dropped.length) app.log.info({ made, dropped }, 'history partitions: upkeep');
  };
  await app.jobs.work('history-partitions', upkeep);
  await app.jobs.schedule('history-partitions', '17 19 * * *');
  await upkeep().catch((err: unknown) => app.log.warn({ err }, 'history partitions: upkeep failed'));
}
