import type { FailedJob, JobQueueFigures } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { jobSchema, queueNames, queues, type QueueName } from '@undangin/jobs';

/*
 * pg-boss's own table (pgboss.job), read as the admin's role. It lies outside the public schema that
 * `npm run db:types` types, so the columns read here are typed here, against pg-boss 10's table.
 */
const job = `${jobSchema}.job`;
const summaryLength = 200;
const reasonLength = 500;
/** The platform's queues, bound as one JSON array. */
const queueList = JSON.stringify(queueNames);

type Timestamp = Date | string;
type Figure = number | string;

interface FiguresRow {
  name: string;
  waiting: Figure;
  retrying: Figure;
  active: Figure;
  failed: Figure;
  completed_24h: Figure;
  oldest_waiting_seconds: Figure | null;
}

interface FailedRow {
  id: string;
  name: string;
  retry_count: number;
  created_on: Timestamp;
  completed_on: Timestamp | null;
  reason: string | null;
  data_text: string | null;
}

/** A job as the admin's retry and drop see it before acting. */
export interface JobState {
  id: string;
  queue: string;
  state: string;
  retry_count: number;
  reason: string | null;
  summary: string;
}

const iso = (value: Timestamp) => new Date(value).toISOString();
const labelOf = (name: string) => queues[name as QueueName]?.label ?? name;
/** The data as JSON, cut short: what identifies the job (its ids), never a whole payload. */
const summarise = (text: string | null) =>
  !text ? '' : text.length > summaryLength ? `${text.slice(0, summaryLength - 1)}…` : text;
/** pg-boss keeps a thrown error as its fields (`message`); a job that outlived its time gets `value.message`. */
const reasonSql = `left(coalesce(output ->> 'message', output -> 'value' ->> 'message'), ${reasonLength})`;

/** Each queue of the platform (none left out, zeros for a quiet one): its jobs by state and its oldest due job's wait. */
export async function queueFigures(em: EntityManager): Promise<JobQueueFigures[]> {
  const rows = await em.execute<FiguresRow[]>(
    `select name,
            count(*) filter (where state = 'created') as waiting,
            count(*) filter (where state = 'retry') as retrying,
            count(*) filter (where state = 'active') as active,
            count(*) filter (where state = 'failed') as failed,
            count(*) filter (where state = 'completed' and completed_on >= now() - interval '24 hours') as completed_24h,
            floor(extract(epoch from now() - min(start_after) filter (where state = 'created' and start_after <= now())))
              as oldest_waiting_seconds
       from ${job}
      where name in (select jsonb_array_elements_text(?::jsonb))
      group by name`,
    [queueList],
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  return queueNames.map((name) => {
    const row = byName.get(name);
    return {
      queue: name,
      label: labelOf(name),
      waiting: Number(row?.waiting ?? 0),
      retrying: Number(row?.retrying ?? 0),
      active: Number(row?.active ?? 0),
      failed: Number(row?.failed ?? 0),
      completed_24h: Number(row?.completed_24h ?? 0),
      oldest_waiting_seconds:
        row?.oldest_waiting_seconds === null || row?.oldest_waiting_seconds === undefined
          ? null
          : Math.max(0, Number(row.oldest_waiting_seconds)),
    };
  });
}

/** A queue's jobs not started yet, as Prometheus sees them (the admin service exports them: see its metrics). */
export interface QueueBacklog {
  queue: QueueName;
  /** Waiting for their first try. */
  created: number;
  /** Failed at least once, waiting for another try. */
  retry: number;
  /** Of those, the ones whose time has come (the rest are scheduled later or backing off). */
  due: number;
  /** How long the oldest due job has waited since its time came; 0 when none is due. */
  oldest_due_seconds: number;
}

interface BacklogRow {
  name: string;
  created: Figure;
  retry: Figure;
  due: Figure;
  oldest_due_seconds: Figure | null;
}

/**
 * Every queue's jobs not started yet (zeros for a quiet one), read at each scrape: only jobs before 'active' (pg-boss's
 * states are ordered), which is the predicate of pg-boss's own fetch index on every queue's partition (`<partition>_i5`,
 * `(name, start_after) where state < 'active'`), so the read grows with the backlog, never with the finished jobs.
 */
export async function queueBacklog(em: EntityManager): Promise<QueueBacklog[]> {
  const rows = await em.execute<BacklogRow[]>(
    `select name,
            count(*) filter (where state = 'created') as created,
            count(*) filter (where state = 'retry') as retry,
            count(*) filter (where start_after <= now()) as due,
            extract(epoch from now() - min(start_after) filter (where start_after <= now())) as oldest_due_seconds
       from ${job}
      where state < 'active'
      group by name`,
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  return queueNames.map((queue) => {
    const row = byName.get(queue);
    return {
      queue,
      created: Number(row?.created ?? 0),
      retry: Number(row?.retry ?? 0),
      due: Number(row?.due ?? 0),
      oldest_due_seconds: Math.max(0, Number(row?.oldest_due_seconds ?? 0)),
    };
  });
}

/** The latest failed jobs of every queue, newest failure first, with their last error and a short view of their data. */
export async function latestFailedJobs(em: EntityManager, limit = 50): Promise<FailedJob[]> {
  const rows = await em.execute<FailedRow[]>(
    `select id, name, retry_count, created_on, completed_on, ${reasonSql} as reason,
            left((data - '_trace')::text, ${summaryLength + 1}) as data_text
       from ${job}
      where name in (select jsonb_array_elements_text(?::jsonb)) and state = 'failed'
      order by completed_on desc nulls last, created_on desc, id
      limit ?`,
    [queueList, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    queue: row.name,
    label: labelOf(row.name),
    retry_count: row.retry_count,
    created_at: iso(row.created_on),
    failed_at: row.completed_on ? iso(row.completed_on) : null,
    reason: row.reason,
    summary: summarise(row.data_text),
  }));
}

/** One job of a queue, or null. */
export async function findJob(em: EntityManager, queue: QueueName, id: string): Promise<JobState | null> {
  const [row] = await em.execute<Array<Omit<JobState, 'queue' | 'summary'> & { data_text: string | null }>>(
    `select id, state, retry_count, ${reasonSql} as reason, left((data - '_trace')::text, ${summaryLength + 1}) as data_text
       from ${job} where name = ? and id = ?`,
    [queue, id],
  );
  if (!row) return null;
  const { data_text, ...rest } = row;
  return { ...rest, queue, summary: summarise(data_text) };
}
