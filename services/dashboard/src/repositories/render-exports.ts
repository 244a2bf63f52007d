import type { ExportFailure, ExportKind, ExportStatus } from '@undangin/contracts';
import { column, planInForceSql, selection, type EntityManager, type SelectedRow } from '@undangin/db';

// Exports: asked for here (the dashboard owns the rows), made by the render worker (which moves their state).

const exportSelection = selection('render_exports', [
  'id',
  'invitation_id',
  'owner_id',
  'per_guest',
  'progress',
  'attempts',
  'file_name',
  'result_key',
  'size_bytes',
  'created_at',
  'finished_at',
  'expires_at',
]);
export type ExportRow = SelectedRow<typeof exportSelection> & {
  kind: ExportKind;
  status: ExportStatus;
  error: ExportFailure | null;
};
const exportColumns = `${exportSelection.sql()}, ${column('render_exports', 'kind')}, ${column('render_exports', 'status')}, ${column('render_exports', 'error')}`;

/** The invitation's exports, newest first (the last 20). */
export async function exportsOf(em: EntityManager, invitationId: string): Promise<ExportRow[]> {
  return em.execute<ExportRow[]>(
    `select ${exportColumns} from render_exports where invitation_id = ? order by created_at desc limit 20`,
    [invitationId],
  );
}

export async function exportOf(em: EntityManager, invitationId: string, id: string): Promise<ExportRow | null> {
  const [row] = await em.execute<ExportRow[]>(
    `select ${exportColumns} from render_exports where invitation_id = ? and id = ?`,
    [invitationId, id],
  );
  return row ?? null;
}

/** Holds the owner's exports until the transaction ends: two requests at once cannot both take the day's last one. */
export async function lockOwnerExports(em: EntityManager, ownerId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext('render_exports:' || ?))`, [ownerId]);
}

/** How many exports of `kinds` the owner started today (Jakarta's day). */
export async function startedToday(em: EntityManager, ownerId: string, kinds: ExportKind[]): Promise<number> {
  const [row] = await em.execute<Array<{ count: number }>>(
    `select count(*)::int as count from render_exports
     where owner_id = ? and kind = any(string_to_array(?, ','))
       and created_at >= (date_trunc('day', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta')`,
    [ownerId, kinds.join(',')],
  );
  return row?.count ?? 0;
}

export async function insertExport(
  em: EntityManager,
  row: {
    invitationId: string;
    ownerId: string;
    requestedBy: string;
    kind: ExportKind;
    perGuest: boolean;
    fileName: string;
  },
): Promise<string> {
  const [inserted] = await em.execute<Array<{ id: string }>>(
    `insert into render_exports (invitation_id, owner_id, requested_by, kind, per_guest, file_name)
     values (?, ?, ?, ?, ?, ?) returning id`,
    [row.invitationId, row.ownerId, row.requestedBy, row.kind, row.perGuest, row.fileName],
  );
  return inserted!.id;
}

/** Whether a later export of the failed one's kind is waiting or running (its retry, already asked for). */
export async function retriedSince(em: EntityManager, failed: ExportRow): Promise<boolean> {
  const rows = await em.execute<Array<{ id: string }>>(
    `select id from render_exports where invitation_id = ? and kind = ? and per_guest = ? and created_at > ?
       and status in ('queued', 'running') limit 1`,
    [failed.invitation_id, failed.kind, failed.per_guest, failed.created_at],
  );
  return rows.length > 0;
}

/** How many listed guests the invitation has (a door list of none is refused). */
export async function listedGuestCount(em: EntityManager, invitationId: string): Promise<number> {
  const [row] = await em.execute<Array<{ listed: number }>>(
    `select coalesce(sum(listed), 0)::int as listed from guest_list_counts where invitation_id = ?`,
    [invitationId],
  );
  return row?.listed ?? 0;
}

export async function invitationSlug(em: EntityManager, invitationId: string): Promise<string> {
  const [row] = await em.execute<Array<{ slug: string }>>(`select slug from invitations where id = ?`, [invitationId]);
  return row?.slug ?? 'undangan';
}

/** The plan in force of the invitation's owner (its allowances of exports). */
export async function planOf(em: EntityManager, ownerId: string): Promise<string> {
  const [row] = await em.execute<Array<{ id: string }>>(`select ${planInForceSql('?')} as id`, [ownerId]);
  return row?.id ?? 'gratis';
}
