import PgBoss from 'pg-boss';
import { currentTrace, withTraceOf } from './trace-context';

/** The schema pg-boss keeps its tables in: made by a migration, as the schema owner, never by a service. */
export const jobSchema = 'pgboss';

/** Where a job goes when it has used up its retries: kept with its last error for an admin to retry or drop. */
export const deadLetterQueue = 'dead-letters';

export interface QueueDefinition {
  /** What the admin's Status page calls it. */
  label: string;
  /** Tries after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (with jitter) when `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job running longer than this is taken to have died with its worker and is retried. */
  expireInSeconds: number;
}

/**
 * Every queue of the platform. A queue is a partition of pgboss.job, made by a migration (creating one is DDL, which
 * the services' roles may not run); a queue added here needs a migration that calls `queueSql` for it.
 */
export const queues = {
  'whatsapp-send': {
    label: 'Kirim WhatsApp',
    retryLimit: 6,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  'whatsapp-reminders': {
    label: 'Pengingat terjadwal',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  'whatsapp-sweep': {
    label: 'Penyapu kiriman WhatsApp',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  'whatsapp-sandbox-webhooks': {
    label: 'Webhook sandbox WhatsApp',
    retryLimit: 8,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 60,
  },
  'billing-reconcile': {
    label: 'Rekonsiliasi pembayaran',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 600,
  },
  'history-partitions': {
    label: 'Partisi riwayat bulanan',
    retryLimit: 2,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  'custom-domain-checks': {
    label: 'Pemeriksaan custom domain',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 600,
  },
  // Retried once when its worker failed it or died with it (the render sweep takes a dead worker's sooner).
  'render-exports': {
    label: 'Ekspor PDF dan video',
    retryLimit: 1,
    retryDelay: 5,
    retryBackoff: false,
    expireInSeconds: 900,
  },
  'render-sweep': {
    label: 'Penyapu ekspor',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  [deadLetterQueue]: {
    label: 'Gagal permanen',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 900,
  },
} as const satisfies Record<string, QueueDefinition>;

export type QueueName = keyof typeof queues;

/** Every queue, the dead letters first (the others name it, so it must exist before them). */
export const queueNames = [
  deadLetterQueue,
  ...Object.keys(queues).filter((name) => name !== deadLetterQueue),
] as QueueName[];

/** SQL that makes one queue (its partition) with its retry policy; dead letters land in `dead-letters`. */
export function queueSql(name: QueueName): string {
  const definition: QueueDefinition = queues[name];
  const options = {
    policy: 'standard',
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelay,
    retryBackoff: definition.retryBackoff,
    expireInSeconds: definition.expireInSeconds,
    // A job never started is given up after a week (finished ones are archived by the queue's settings, index.ts).
    retentionMinutes: 7 * 24 * 60,
    ...(name === deadLetterQueue ? {} : { deadLetter: deadLetterQueue }),
  };
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return `select ${jobSchema}.create_queue(${literal(name)}, ${literal(JSON.stringify(options))}::json)`;
}

/**
 * pg-boss's own tables and functions, as its pinned version makes them, inside the migration's transaction (its own
 * BEGIN and COMMIT taken off; its advisory lock and timeouts kept).
 */
export const constructionSql = (): string =>
  PgBoss.getConstructionPlans(jobSchema)
    .replace(/^\s*BEGIN;/, '')
    .replace(/COMMIT;\s*$/, '');

/** What the services' roles may do in the queue's schema: use its tables and functions, never change its shape. */
export function jobGrantsSql(roles: string[]): string[] {
  const to = roles.join(', ');
  return [
    `grant usage on schema ${jobSchema} to ${to}`,
    `grant select, insert, update, delete on all tables in schema ${jobSchema} to ${to}`,
    `grant execute on all functions in schema ${jobSchema} to ${to}`,
    `alter default privileges in schema ${jobSchema} grant select, insert, update, delete on tables to ${to}`,
  ];
}

/**
 * SQL (with `?` parameters, for the caller's own connection) that queues jobs inside the caller's transaction: the
 * jobs exist exactly when what they are for was committed, with the queue's retry policy. A job whose id exists is
 * left as it is.
 */
export function jobRowsSql<T extends object>(
  queue: QueueName,
  jobs: Array<{ id: string; data: T; startAfter?: Date }>,
): { sql: string; params: unknown[] } {
  const definition: QueueDefinition = queues[queue];
  const trace = currentTrace();
  return {
    sql: `insert into ${jobSchema}.job (id, name, data, start_after, retry_limit, retry_delay, retry_backoff, expire_in,
        dead_letter, policy, keep_until)
      select (j ->> 'id')::uuid, ?, j -> 'data', coalesce((j ->> 'start_after')::timestamptz, now()), ?, ?, ?,
        make_interval(secs => ?), ?, 'standard', coalesce((j ->> 'start_after')::timestamptz, now()) + interval '14 days'
      from jsonb_array_elements(?::jsonb) j
      on conflict do nothing`,
    params: [
      queue,
      definition.retryLimit,
      definition.retryDelay,
      definition.retryBackoff,
      definition.expireInSeconds,
      queue === deadLetterQueue ? null : deadLetterQueue,
      JSON.stringify(
        // Each job continues the trace of the request that queued it (while tracing is on).
        jobs.map((job) => ({
          id: job.id,
          data: withTraceOf(job.data, trace),
          start_after: job.startAfter?.toISOString(),
        })),
      ),
    ],
  };
}
