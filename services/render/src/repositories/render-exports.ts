import type { ExportFailure, ExportKind } from '@undangin/contracts';
import { column, selection, type EntityManager, type SelectedRow } from '@undangin/db';

// The exports' state, as the render worker may move it (the dashboard owns the rows; the worker updates its columns).

const exportSelection = selection('render_exports', [
  'id',
  'invitation_id',
  'owner_id',
  'per_guest',
  'attempts',
  'file_name',
]);
export type ClaimedExport = SelectedRow<typeof exportSelection> & { kind: ExportKind };

/**
 * Takes the export for this attempt: a queued one, or a running one whose worker stopped beating (`staleSeconds`).
 * Null when another worker has it, it is finished, or it used up its two attempts.
 */
export async function claimExport(em: EntityManager, id: string, staleSeconds: number): Promise<ClaimedExport | null> {
  const [row] = await em.execute<ClaimedExport[]>(
    `update render_exports set status = 'running', attempts = attempts + 1, progress = 0, error = null,
       heartbeat_at = now(), started_at = now()
     where id = ? and attempts < 2 and (status = 'queued'
       or (status = 'running' and heartbeat_at < now() - make_interval(secs => ?)))
     returning ${exportSelection.sql()}, ${column('render_exports', 'kind')}`,
    [id, staleSeconds],
  );
  return row ?? null;
}

/** The worker is alive and this far (0–100); false when the export is no longer this attempt's. */
export async function beat(em: EntityManager, id: string, attempt: number, progress: number): Promise<boolean> {
  const rows = await em.execute<Array<{ id: string }>>(
    `update render_exports set heartbeat_at = now(), progress = greatest(progress, ?)
     where id = ? and attempts = ? and status = 'running' returning id`,
    [Math.max(0, Math.min(99, Math.round(progress))), id, attempt],
  );
  return rows.length > 0;
}

/** Done: the whole file is in the store under `key`; it is kept `keepHours`. False when the attempt lost the row. */
export async function finishExport(
  em: EntityManager,
  id: string,
  attempt: number,
  result: { key: string; size: number; keepHours: number },
): Promise<boolean> {
  const rows = await em.execute<Array<{ id: string }>>(
    `update render_exports set status = 'done', progress = 100, result_key = ?, size_bytes = ?, finished_at = now(),
       expires_at = now() + make_interval(hours => ?), heartbeat_at = now()
     where id = ? and attempts = ? and status = 'running' returning id`,
    [result.key, result.size, result.keepHours, id, attempt],
  );
  return rows.length > 0;
}

export async function failExport(em: EntityManager, id: string, attempt: number, reason: ExportFailure) {
  await em.execute(
    `update render_exports set status = 'failed', error = ?, finished_at = now()
     where id = ? and attempts = ? and status = 'running'`,
    [reason, id, attempt],
  );
}

/**
 * Exports whose worker died (no beat for `staleSeconds`): those with an attempt left are answered with their ids
 * (to queue again), the others fail as 'worker_lost'.
 */
export async function staleExports(em: EntityManager, staleSeconds: number): Promise<string[]> {
  await em.execute(
    `update render_exports set status = 'failed', error = 'worker_lost', finished_at = now()
     where status = 'running' and attempts >= 2 and heartbeat_at < now() - make_interval(secs => ?)`,
    [staleSeconds],
  );
  const rows = await em.execute<Array<{ id: string }>>(
    `select e.id from render_exports e where e.status = 'running' and e.attempts < 2
       and e.heartbeat_at < now() - make_interval(secs => ?) and not ${waitingJob('e')} limit 100`,
    [staleSeconds],
  );
  return rows.map((row) => row.id);
}

/** SQL: export `e` has a job waiting for a worker (queued again already: no second one). */
const waitingJob = (e: string) =>
  `exists (select 1 from pgboss.job j where j.name = 'render-exports' and j.data ->> 'exportId' = ${e}.id::text
     and j.state in ('created', 'retry'))`;

/**
 * Exports waiting with no job to take them (their job was dropped, or failed before it could claim the row): to be
 * queued again. A queued export behind a long queue still has its job and is left alone.
 */
export async function orphanedExports(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<Array<{ id: string }>>(
    `select e.id from render_exports e
     where e.status = 'queued' and e.created_at < now() - interval '2 minutes'
       and not ${waitingJob('e')} and not exists (select 1 from pgboss.job j where j.name = 'render-exports'
         and j.data ->> 'exportId' = e.id::text and j.state = 'active')
     limit 100`,
  );
  return rows.map((row) => row.id);
}

/**
 * Files to delete: past their time (and past the last link given before it: `linkSeconds`), or of an invitation or
 * account deleted since, at once. The rows keep their history without a file.
 */
export async function expiredFiles(
  em: EntityManager,
  linkSeconds: number,
): Promise<Array<{ id: string; key: string }>> {
  return em.execute<Array<{ id: string; key: string }>>(
    `select id, ${column('render_exports', 'result_key')} as key from render_exports
     where result_key is not null
       and (expires_at < now() - make_interval(secs => ?) or invitation_id is null or owner_id is null)
     limit 200`,
    [linkSeconds],
  );
}

export async function forgetFile(em: EntityManager, id: string, key: string): Promise<void> {
  await em.execute(`update render_exports set result_key = null where id = ? and result_key = ?`, [id, key]);
}
