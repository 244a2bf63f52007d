import type { EntityManager } from '@undangin/db';

/** The database's upkeep of the monthly history partitions (packages/db/src/partitions.ts): what it made and dropped. */
export async function maintainHistoryPartitions(em: EntityManager): Promise<{ made: string[]; dropped: string[] }> {
  const [row] = await em.execute<Array<{ made: string[]; dropped: string[] }>>(
    `select made, dropped from maintain_history_partitions()`,
  );
  return { made: row?.made ?? [], dropped: row?.dropped ?? [] };
}

/**
 * The rows in each partitioned table's default partition, from Postgres's statistics (live tuples: approximate,
 * nothing scanned, readable without a grant on the partition). They should stay 0: a row there means the upkeep has
 * not made its month.
 */
export async function defaultPartitionRows(em: EntityManager): Promise<Array<{ table: string; rows: number }>> {
  const rows = await em.execute<Array<{ table: string; rows: number | string }>>(
    `select parent.relname as "table", coalesce(stats.n_live_tup, 0) as rows
       from pg_partitioned_table partitioned
       join pg_class parent on parent.oid = partitioned.partrelid
       left join pg_stat_all_tables stats on stats.relid = partitioned.partdefid
      where partitioned.partdefid <> 0
      order by 1`,
  );
  return rows.map(({ table, rows: count }) => ({ table, rows: Number(count) }));
}
