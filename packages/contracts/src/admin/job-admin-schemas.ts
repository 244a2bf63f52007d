import { Type, type Static } from '@sinclair/typebox';

// The texts live apart, so a front end that needs only them does not bundle the schema builder.
export * from './job-admin-messages';

/** The job queue on the admin's Status page: each queue's figures and the latest failed jobs. Types only for front ends. */
const Count = Type.Integer({ minimum: 0 });
const Str = Type.String();
const Instant = Type.String({ format: 'date-time' });

/** One queue's jobs by state, now. */
export const JobQueueFigures = Type.Object({
  queue: Str,
  /** What the Status page calls it. */
  label: Str,
  /** Queued, not tried yet (scheduled ones included). */
  waiting: Count,
  /** Failed a try and waiting for the next. */
  retrying: Count,
  active: Count,
  /** Used up their tries; an admin retries or drops them. */
  failed: Count,
  completed_24h: Count,
  /** How long the oldest job that is due has waited, in seconds (a scheduled job waits from its time); null: none. */
  oldest_waiting_seconds: Type.Union([Count, Type.Null()]),
});
export type JobQueueFigures = Static<typeof JobQueueFigures>;

/** A job that used up its tries. */
export const FailedJob = Type.Object({
  id: Str,
  queue: Str,
  label: Str,
  /** Tries after the first. */
  retry_count: Count,
  created_at: Instant,
  /** When its last try failed. */
  failed_at: Type.Union([Instant, Type.Null()]),
  /** The last try's error message. */
  reason: Type.Union([Str, Type.Null()]),
  /** The job's data as JSON, cut at 200 characters: jobs carry ids only, never a message's text. */
  summary: Str,
});
export type FailedJob = Static<typeof FailedJob>;

export const AdminJobs = Type.Object({
  /** Every queue of the platform, the dead letters first. */
  queues: Type.Array(JobQueueFigures),
  /** The latest 50 failed jobs, newest first. */
  failed: Type.Array(FailedJob),
});
export type AdminJobs = Static<typeof AdminJobs>;

export const JobParams = Type.Object({
  /** A queue's name; the service checks it against the platform's queues. */
  queue: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
  id: Type.String({ format: 'uuid' }),
});
export type JobParams = Static<typeof JobParams>;
