import { randomUUID } from 'node:crypto';
import {
  errorCodes,
  exportDailyLimit,
  exportEntitlement,
  exportFileName,
  exportKinds,
  exportMessages,
  type CreateExportBody,
  type ExportView,
  type RenderJob,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { AppError } from '@undangin/service-kit';
import { queueJobsIn } from '../repositories/jobs';
import {
  insertExport,
  listedGuestCount,
  lockOwnerExports,
  planOf,
  startedToday,
  type ExportRow,
} from '../repositories/render-exports';

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** A finished file the host may still download: stored, and within its time. */
export const downloadable = (row: ExportRow): boolean =>
  row.status === 'done' &&
  row.result_key !== null &&
  row.expires_at !== null &&
  new Date(row.expires_at as string) > new Date();

export function exportView(row: ExportRow): ExportView {
  return {
    id: row.id,
    kind: row.kind,
    per_guest: row.per_guest,
    status: row.status,
    progress: row.progress,
    error: row.error ? exportMessages.failures[row.error] : null,
    attempts: row.attempts,
    file_name: row.file_name,
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    created_at: iso(row.created_at)!,
    finished_at: iso(row.finished_at),
    expires_at: downloadable(row) ? iso(row.expires_at) : null,
  };
}

/** The kinds that count against one entitlement's daily allowance. */
export const kindsOf = (entitlement: 'export_pdf' | 'export_video') =>
  exportKinds.filter((kind) => exportEntitlement[kind] === entitlement);

const what = { export_pdf: 'PDF', export_video: 'video' } as const;

/**
 * Starts an export (in the caller's transaction): within the owner's allowance for the day, a door list or a page per
 * guest only with guests on the list; the row and its job commit together.
 */
export async function startExport(
  tx: EntityManager,
  who: { invitationId: string; ownerId: string; userId: string; slug: string },
  body: CreateExportBody,
): Promise<string> {
  const entitlement = exportEntitlement[body.kind];
  const perGuest = body.kind === 'invitation_pdf' && body.per_guest === true;
  if ((body.kind === 'door_list' || perGuest) && (await listedGuestCount(tx, who.invitationId)) === 0)
    throw new AppError(400, errorCodes.validation, exportMessages.noGuests);
  await lockOwnerExports(tx, who.ownerId);
  const limit = exportDailyLimit(await planOf(tx, who.ownerId))[entitlement];
  if ((await startedToday(tx, who.ownerId, kindsOf(entitlement))) >= limit)
    throw new AppError(429, errorCodes.tooManyRequests, exportMessages.limitReached(limit, what[entitlement]));
  const id = await insertExport(tx, {
    invitationId: who.invitationId,
    ownerId: who.ownerId,
    requestedBy: who.userId,
    kind: body.kind,
    perGuest,
    fileName: exportFileName(body.kind, who.slug, perGuest),
  });
  await queueJobsIn<RenderJob>(tx, 'render-exports', [{ id: randomUUID(), data: { exportId: id } }]);
  return id;
}
