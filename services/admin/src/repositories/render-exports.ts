import {
  exportKinds,
  exportMessages,
  type AdminRenderExport,
  type AdminRenderExportQuery,
  type RenderExportFigures,
} from '@undangin/contracts';
import { column, selection, type EntityManager, type Row, type SelectedRow } from '@undangin/db';
import { iso } from '@undangin/service-kit';

/*
 * The dashboard's table of exports, which the render worker moves along; the admin role only reads it. Each export
 * with its invitation's slug and its owner's e-mail (a named column of auth_users, the one the admin role reads).
 */
const listed = selection('render_exports', [
  'id',
  'invitation_id',
  'owner_id',
  'kind',
  'per_guest',
  'status',
  'progress',
  'attempts',
  'error',
  'file_name',
  'size_bytes',
  'created_at',
  'started_at',
  'finished_at',
  'expires_at',
]);

/** A column of the export `r`, checked against the schema. */
const r = (name: keyof Row<'render_exports'> & string) => column('render_exports', name, 'r');
/** Seconds from the last start to the finish. */
const durationSql = `extract(epoch from ${r('finished_at')} - ${r('started_at')})::float8`;
/** The creation time in UTC to the microsecond (what the keyset compares), whatever the session's time zone. */
const cursorTimeSql = `to_char(${r('created_at')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type ExportRow = SelectedRow<typeof listed> & {
  invitation_slug: string | null;
  owner_email: string | null;
  duration_seconds: number | null;
  cursor_time: string;
};

/** An export as the admin reads it, and where a page that ends on it continues. */
export interface ListedRenderExport {
  item: AdminRenderExport;
  cursor: string;
}

/** Where a page starts: strictly after (older than) this export. */
export interface RenderExportCursor {
  createdAt: string;
  id: string;
}

function toListed({
  invitation_slug,
  owner_email,
  duration_seconds,
  cursor_time,
  ...row
}: ExportRow): ListedRenderExport {
  return {
    item: {
      id: row.id,
      invitation_id: row.invitation_id,
      invitation_slug,
      owner_id: row.owner_id,
      owner_email,
      kind: row.kind,
      per_guest: row.per_guest,
      status: row.status,
      progress: row.progress,
      attempts: row.attempts,
      error: row.error,
      error_text: row.error ? exportMessages.failures[row.error] : null,
      file_name: row.file_name,
      size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
      duration_seconds: duration_seconds === null ? null : Math.max(0, Number(duration_seconds)),
      created_at: iso(row.created_at),
      started_at: iso(row.started_at),
      finished_at: iso(row.finished_at),
      expires_at: iso(row.expires_at),
    },
    cursor: `${cursor_time}|${row.id}`,
  };
}

/** Exports newest first (creation time, then id), filtered by status and kind, `limit` after the cursor's export. */
export async function listRenderExports(
  em: EntityManager,
  filter: Pick<AdminRenderExportQuery, 'status' | 'kind'>,
  after: RenderExportCursor | null,
  limit: number,
): Promise<ListedRenderExport[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.status) {
    conditions.push(`${r('status')} = ?`);
    params.push(filter.status);
  }
  if (filter.kind) {
    conditions.push(`${r('kind')} = ?`);
    params.push(filter.kind);
  }
  if (after) {
    conditions.push(`(${r('created_at')}, ${r('id')}) < (?::timestamptz, ?::uuid)`);
    params.push(after.createdAt, after.id);
  }
  const rows = await em.execute<ExportRow[]>(
    `select ${listed.sql('r')}, ${column('invitations', 'slug', 'i')} as invitation_slug,
            ${column('auth_users', 'email', 'u')} as owner_email,
            ${durationSql} as duration_seconds, ${cursorTimeSql} as cursor_time
       from render_exports r
       left join invitations i on ${column('invitations', 'id', 'i')} = ${r('invitation_id')}
       left join auth_users u on ${column('auth_users', 'id', 'u')} = ${r('owner_id')}
      ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
      order by ${r('created_at')} desc, ${r('id')} desc
      limit ?`,
    [...params, limit],
  );
  return rows.map(toListed);
}

type Figure = number | string;

interface StatusRow {
  since: Date | string;
  queued: Figure;
  running: Figure;
  done: Figure;
  failed: Figure;
}

interface DurationRow {
  kind: AdminRenderExport['kind'];
  done: Figure;
  median_seconds: Figure | null;
  p95_seconds: Figure | null;
}

const seconds = (value: Figure | null) => (value === null ? null : Math.max(0, Number(value)));

/**
 * The last 24 hours: the exports created since, by their status now, and per kind how long the exports that finished
 * since took (median and 95th percentile, from the last start to the finish). Every kind is answered, zeros for none.
 */
export async function renderExportFigures(em: EntityManager): Promise<RenderExportFigures> {
  const [counts] = await em.execute<StatusRow[]>(
    `select now() - interval '24 hours' as since,
            count(*) filter (where ${r('status')} = 'queued') as queued,
            count(*) filter (where ${r('status')} = 'running') as running,
            count(*) filter (where ${r('status')} = 'done') as done,
            count(*) filter (where ${r('status')} = 'failed') as failed
       from render_exports r
      where ${r('created_at')} >= now() - interval '24 hours'`,
  );
  const durations = await em.execute<DurationRow[]>(
    `select ${r('kind')} as kind, count(*) as done,
            percentile_cont(0.5) within group (order by ${durationSql}) as median_seconds,
            percentile_cont(0.95) within group (order by ${durationSql}) as p95_seconds
       from render_exports r
      where ${r('status')} = 'done' and ${r('started_at')} is not null
        and ${r('finished_at')} >= now() - interval '24 hours'
      group by ${r('kind')}`,
  );
  const byKind = new Map(durations.map((row) => [row.kind, row]));
  return {
    since: iso(counts!.since),
    by_status: {
      queued: Number(counts!.queued),
      running: Number(counts!.running),
      done: Number(counts!.done),
      failed: Number(counts!.failed),
    },
    durations: exportKinds.map((kind) => {
      const row = byKind.get(kind);
      return {
        kind,
        done: Number(row?.done ?? 0),
        median_seconds: seconds(row?.median_seconds ?? null),
        p95_seconds: seconds(row?.p95_seconds ?? null),
      };
    }),
  };
}
