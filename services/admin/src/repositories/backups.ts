import { column, type EntityManager } from '@undangin/db';

/** The last dump the nightly backup stored (infra/backup/backup.sh records each in backup_runs). */
export interface LastBackup {
  /** When it was stored, in seconds since the epoch. */
  finishedAt: number;
  /** How long the dump and its upload took, in seconds. */
  durationSeconds: number;
}

/** The latest recorded backup, or null when none was ever recorded. */
export async function lastBackup(em: EntityManager): Promise<LastBackup | null> {
  const [row] = await em.execute<Array<{ finished: number | string; duration: number | string }>>(
    `select extract(epoch from ${column('backup_runs', 'finished_at')}) as finished,
            extract(epoch from finished_at - started_at) as duration
       from backup_runs order by finished_at desc limit 1`,
  );
  return row ? { finishedAt: Number(row.finished), durationSeconds: Number(row.duration) } : null;
}
