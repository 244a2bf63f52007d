import { Type, type Static } from '@sinclair/typebox';
import { exportFailures, exportKinds, exportStatuses } from '../dashboard/export-schemas';

// The texts live apart, so a front end that needs only them does not bundle the schema builder.
export * from './render-export-admin-messages';

/**
 * The render worker's exports on the admin's 'Ekspor Render' page: every host's PDFs and videos, newest first, a
 * page at a time, with the last 24 hours' figures. Types only for front ends.
 */
const Count = Type.Integer({ minimum: 0 });
const Str = Type.String();
const Instant = Type.String({ format: 'date-time' });
const Seconds = Type.Number({ minimum: 0 });
const Kind = Type.Union(exportKinds.map((kind) => Type.Literal(kind)));
const Status = Type.Union(exportStatuses.map((status) => Type.Literal(status)));
const Failure = Type.Union(exportFailures.map((failure) => Type.Literal(failure)));

/** Where the next page starts: the last row's creation time (UTC, to the microsecond) and its id, as the service wrote it. */
export const renderExportCursorPattern =
  '^[1-9][0-9]{3}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6}Z\\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export const AdminRenderExportQuery = Type.Object(
  {
    status: Type.Optional(Status),
    kind: Type.Optional(Kind),
    /** The `next_cursor` of the page before. */
    cursor: Type.Optional(Type.String({ maxLength: 80, pattern: renderExportCursorPattern })),
  },
  { additionalProperties: false },
);
export type AdminRenderExportQuery = Static<typeof AdminRenderExportQuery>;

/** One export, with its invitation's slug and its owner's e-mail. */
export const AdminRenderExport = Type.Object({
  id: Str,
  /** Null once the invitation or the account was deleted (its file is deleted with it). */
  invitation_id: Type.Union([Str, Type.Null()]),
  invitation_slug: Type.Union([Str, Type.Null()]),
  owner_id: Type.Union([Str, Type.Null()]),
  owner_email: Type.Union([Str, Type.Null()]),
  kind: Kind,
  /** The invitation PDF with a page per guest. */
  per_guest: Type.Boolean(),
  status: Status,
  /** 0–100. */
  progress: Count,
  /** Tries the worker has started. */
  attempts: Count,
  /** Why it failed, as a code… */
  error: Type.Union([Failure, Type.Null()]),
  /** …and as the host reads it. */
  error_text: Type.Union([Str, Type.Null()]),
  file_name: Str,
  size_bytes: Type.Union([Count, Type.Null()]),
  /** From the last start to the finish; null until it finishes (or when it never started). */
  duration_seconds: Type.Union([Seconds, Type.Null()]),
  created_at: Instant,
  started_at: Type.Union([Instant, Type.Null()]),
  finished_at: Type.Union([Instant, Type.Null()]),
  /** When its file is deleted (done only). */
  expires_at: Type.Union([Instant, Type.Null()]),
});
export type AdminRenderExport = Static<typeof AdminRenderExport>;

/** How long the done exports of one kind took (finished in the window). */
export const RenderExportDurations = Type.Object({
  kind: Kind,
  done: Count,
  /** Null when none finished. */
  median_seconds: Type.Union([Seconds, Type.Null()]),
  p95_seconds: Type.Union([Seconds, Type.Null()]),
});
export type RenderExportDurations = Static<typeof RenderExportDurations>;

/** The last 24 hours, whatever the filters: exports created since, by their status now; durations per kind. */
export const RenderExportFigures = Type.Object({
  /** Where the window starts. */
  since: Instant,
  by_status: Type.Object({ queued: Count, running: Count, done: Count, failed: Count }),
  /** Every kind, in the order of `exportKinds`. */
  durations: Type.Array(RenderExportDurations),
});
export type RenderExportFigures = Static<typeof RenderExportFigures>;

export const AdminRenderExportPage = Type.Object({
  /** Newest first, 50 at most. */
  items: Type.Array(AdminRenderExport),
  /** The cursor of the next page; null on the last. */
  next_cursor: Type.Union([Str, Type.Null()]),
  /** On the first page only (no cursor); null on the pages after. */
  figures: Type.Union([RenderExportFigures, Type.Null()]),
});
export type AdminRenderExportPage = Static<typeof AdminRenderExportPage>;
