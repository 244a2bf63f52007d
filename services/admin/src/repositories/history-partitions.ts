import type { EntityManager } from '@undangin/db';

/** The database's upkeep of the monthly history partitions (packages/db/src/partitions.ts): what it made and dropped. */
export async function maintainHistoryPartitions(em: EntityManager): Promise<{ made: string[]; dropped: string[] }> {
  const [row] = await em.execute<Array<{ made: string[]; dropped: string[] }>>(
    `select made, dropped from maintain_history_partitions()`,
  );
  return { made: row?.made ?? [], dropped: row?.dropped ?? [] };
}
