import pg from 'pg';
import PgBoss from 'pg-boss';
import { jobSchema, type QueueName } from './schema';
import { inJobSpan, splitTrace, withTraceOf } from './trace-context';

export {
  deadLetterQueue,
  jobRowsSql,
  jobSchema,
  queueNames,
  queues,
  type QueueDefinition,
  type QueueName,
} from './schema';

export interface JobQueueOptions {
  databaseUrl: string;
  /** The service's role when its login is not that role (SET ROLE on each connection), as the ORM does. */
  dbRole: string | null;
  poolMax?: number;
  /** How often an idle worker asks for work (pg-boss's floor is half a second). */
  pollingIntervalSeconds?: number;
  log: { warn: (object: object, message: string) => void; error: (object: object, message: string) => void };
}

export interface Job<T> {
  id: string;
  data: T;
  /** Tries so far before this one (0 on the first). */
  retryCount: number;
}

export interface SendOptions {
  /** A fixed id makes the send idempotent while the job exists: a second send with it adds nothing. */
  id?: string;
  startAfter?: Date | number;
  /** A shorter or longer wait before the first retry than the queue's (a gateway's Retry-After). */
  retryDelay?: number;
}

/**
 * The platform's background work on Postgres (pg-boss): jobs survive restarts, each is taken by one replica at a
 * time, failures retry with backoff and end in `dead-letters` with their last error. Started on first use, so a
 * service that never queues anything opens no connection for it.
 */
export class JobQueue {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private pool: pg.Pool | null = null;
  private stopping = false;
  private readonly loops: Array<Promise<void>> = [];
  /** Idle workers' timers, ended at once on stop. */
  private readonly wake = new Set<() => void>();

  constructor(private readonly options: JobQueueOptions) {}

  private start(): Promise<PgBoss> {
    this.starting ??= (async () => {
      const { databaseUrl, dbRole, poolMax = 4 } = this.options;
      if (dbRole && !/^[a-z_][a-z0-9_]*$/.test(dbRole)) throw new Error(`Nama role tidak sah: ${dbRole}`);
      const pool = new pg.Pool({
        connectionString: databaseUrl,
        max: poolMax,
        application_name: 'undangin-jobs',
        // Set at connection start-up: every statement of pg-boss's runs as the service's role.
        ...(dbRole ? { options: `-c role=${dbRole}` } : {}),
      });
      pool.on('error', (err) => this.options.log.warn({ err }, 'job queue: a database connection failed'));
      this.pool = pool;
      const boss = new PgBoss({
        db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
        schema: jobSchema,
        migrate: false,
        supervise: true,
        schedule: true,
        maintenanceIntervalSeconds: 60,
        // Finished jobs stay a day (the Status page's 'Selesai 24 jam'), failed ones a week (an admin may retry them);
        // then pg-boss archives them, and deletes the archive after a week.
        archiveCompletedAfterSeconds: 24 * 3600,
        archiveFailedAfterSeconds: 7 * 24 * 3600,
        monitorStateIntervalSeconds: 60,
      });
      boss.on('error', (err) => this.options.log.warn({ err }, 'job queue error'));
      await boss.start();
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }

  /** Queues one job; answers its id, or null when a job with the given id already exists. */
  async send<T extends object>(queue: QueueName, data: T, options: SendOptions = {}): Promise<string | null> {
    const boss = await this.start();
    // The job continues the trace of the request that queued it (while tracing is on).
    return boss.send(queue, withTraceOf(data), {
      ...(options.id ? { id: options.id } : {}),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(options.retryDelay !== undefined ? { retryDelay: options.retryDelay } : {}),
    });
  }

  /**
   * Runs `handler` for each job of `queue`, up to `concurrency` at once in this process. A handler that throws fails
   * the try (retried per the queue, then dead-lettered with the error's message). While there is work it fetches the
   * next batch at once; idle, it asks again every polling interval.
   */
  async work<T>(queue: QueueName, handler: (job: Job<T>) => Promise<unknown>, concurrency = 1): Promise<void> {
    const boss = await this.start();
    const idleMs = (this.options.pollingIntervalSeconds ?? 1) * 1000;
    const run = async (job: PgBoss.JobWithMetadata<T>) => {
      const { data, parent } = splitTrace(job.data);
      try {
        await inJobSpan(queue, job, parent, () => handler({ id: job.id, data, retryCount: job.retryCount }));
        await boss.complete(queue, job.id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await boss
          .fail(queue, job.id, { message })
          .catch((failure: unknown) =>
            this.options.log.warn({ err: failure, queue, job: job.id }, 'job queue: a failure was not recorded'),
          );
      }
    };
    const loop = async () => {
      while (!this.stopping) {
        let jobs: Array<PgBoss.JobWithMetadata<T>> = [];
        try {
          jobs = await boss.fetch<T>(queue, { batchSize: concurrency, includeMetadata: true });
        } catch (err) {
          this.options.log.warn({ err, queue }, 'job queue: fetching work failed');
        }
        if (jobs.length) await Promise.all(jobs.map(run));
        else await this.idle(idleMs);
      }
    };
    this.loops.push(loop());
  }

  private idle(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake.add(done);
    });
  }

  /** Runs `queue` on a cron schedule (UTC), once per tick across every replica. */
  async schedule(queue: QueueName, cron: string): Promise<void> {
    const boss = await this.start();
    await boss.schedule(queue, cron, {}, { tz: 'UTC' });
  }

  async retry(queue: string, id: string): Promise<void> {
    await (await this.start()).retry(queue, id);
  }

  async drop(queue: string, id: string): Promise<void> {
    await (await this.start()).deleteJob(queue, id);
  }

  /** Stops taking work, waits for handlers in flight (up to `timeoutSeconds`), closes the connections. */
  async stop(timeoutSeconds = 10): Promise<void> {
    const starting = this.starting;
    if (!starting) return;
    this.stopping = true;
    for (const done of [...this.wake]) done();
    // Jobs in hand finish (or the timeout passes); an unfinished one is retried once its expiry passes.
    await Promise.race([Promise.all(this.loops), new Promise((resolve) => setTimeout(resolve, timeoutSeconds * 1000))]);
    this.loops.length = 0;
    const boss = await starting.catch(() => null);
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: timeoutSeconds * 1000, close: false });
    await this.pool?.end();
    this.boss = null;
    this.starting = null;
    this.pool = null;
    this.stopping = false;
  }
}
