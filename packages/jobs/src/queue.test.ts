import { migrate } from '@undangin/db';
import pg from 'pg';
import { context, trace } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { propagation } from '@opentelemetry/api';
import { JobQueue, type Job } from './index';

// A database of this file's own: other suites work the same queues in the shared test database.
const db = { url: '' };
const scratch = `scratch_jobs_${process.pid}`;
let owner: pg.Client;
let server: pg.Client;
const queues: JobQueue[] = [];
const quiet = { warn: () => undefined, error: () => undefined };

const queue = () => {
  // As a service runs it: its own role (SET ROLE from the test login), a small pool, quick polling.
  const made = new JobQueue({
    databaseUrl: db.url,
    dbRole: 'undangin_dashboard',
    pollingIntervalSeconds: 0.5,
    log: quiet,
  });
  queues.push(made);
  return made;
};

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const jobRow = async (id: string) =>
  (
    await owner.query<{ name: string; state: string; retry_count: number; output: { message?: string } | null }>(
      `select name, state, retry_count, output from pgboss.job where id = $1`,
      [id],
    )
  ).rows[0];

beforeAll(async () => {
  server = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await server.connect();
  await server.query(`drop database if exists ${scratch} with (force)`);
  await server.query(`create database ${scratch}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${scratch}`;
  db.url = url.toString();
  await migrate({ url: db.url });
  owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
}, 120_000);

afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop(2)));
  await owner.query(`delete from pgboss.job`);
});

afterAll(async () => {
  await owner.end();
  await server.query(`drop database if exists ${scratch} with (force)`);
  await server.end();
});

describe('the job queue', () => {
  it('runs a job as the service role, and a fixed id queues it once', async () => {
    const jobs = queue();
    const id = '6f1c2d3e-0000-4000-8000-000000000001';
    expect(await jobs.send('whatsapp-send', { guest: 'a' }, { id })).toBe(id);
    expect(await jobs.send('whatsapp-send', { guest: 'a' }, { id })).toBeNull();
    const seen: Array<Job<{ guest: string }>> = [];
    await jobs.work<{ guest: string }>('whatsapp-send', async (job) => void seen.push(job));
    await until(async () => (await jobRow(id))?.state === 'completed');
    expect(seen.map((job) => job.data)).toEqual([{ guest: 'a' }]);
  });

  it('survives a restart: a job queued before it stopped is done by the next process', async () => {
    const first = queue();
    const id = (await first.send('billing-reconcile', { run: 1 }))!;
    await first.stop();
    const second = queue();
    await second.work('billing-reconcile', async () => undefined);
    await until(async () => (await jobRow(id))?.state === 'completed');
  });

  it('shares the work between replicas: each of 40 jobs runs exactly once', async () => {
    const runs = new Map<number, number>();
    const replicas = [queue(), queue()];
    for (let n = 0; n < 40; n += 1) await replicas[0]!.send('whatsapp-send', { n });
    for (const replica of replicas)
      await replica.work<{ n: number }>(
        'whatsapp-send',
        async (job) => {
          runs.set(job.data.n, (runs.get(job.data.n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
        3,
      );
    await until(async () => runs.size === 40, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('retries a failing job, then dead-letters it with the reason; an admin can retry it', async () => {
    const jobs = queue();
    const id = (await jobs.send('whatsapp-sandbox-webhooks', { to: 'x' }, { retryDelay: 0 }))!;
    await owner.query(`update pgboss.job set retry_limit = 2, retry_delay = 0, retry_backoff = false where id = $1`, [
      id,
    ]);
    let tries = 0;
    await jobs.work('whatsapp-sandbox-webhooks', async () => {
      tries += 1;
      throw new Error('Server webhook tidak menjawab');
    });
    await until(async () => (await jobRow(id))?.state === 'failed');
    const failed = (await jobRow(id))!;
    expect(tries).toBe(3);
    expect(failed.retry_count).toBe(2);
    expect(failed.output?.message).toBe('Server webhook tidak menjawab');
    const dead = await owner.query(`select data from pgboss.job where name = 'dead-letters'`);
    expect(dead.rows).toEqual([{ data: { to: 'x' } }]);
    await jobs.stop();
    await queue().retry('whatsapp-sandbox-webhooks', id);
    expect((await jobRow(id))!.state).toBe('retry');
  });

  it('continues the trace of the request that queued a job, and hands the handler only its own data', async () => {
    const spans = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] });
    const contextManager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(contextManager);
    trace.setGlobalTracerProvider(provider);
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    try {
      const jobs = queue();
      const request = trace.getTracer('test').startSpan('POST /api/dashboard/exports');
      const id = await context.with(trace.setSpan(context.active(), request), () =>
        jobs.send('whatsapp-send', { guest: 'b' }),
      );
      request.end();
      const seen: Array<{ data: unknown; traceId?: string }> = [];
      await jobs.work('whatsapp-send', async (job) => {
        seen.push({ data: job.data, traceId: trace.getActiveSpan()?.spanContext().traceId });
        throw new Error('gagal sekali');
      });
      await until(async () => seen.length > 0 && spans.getFinishedSpans().some((span) => span.name.startsWith('job')));
      expect(seen[0]).toEqual({ data: { guest: 'b' }, traceId: request.spanContext().traceId });
      const worked = spans.getFinishedSpans().find((span) => span.name === 'job whatsapp-send')!;
      expect(worked.spanContext().traceId).toBe(request.spanContext().traceId);
      expect(worked.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
      expect(worked.status).toEqual({ code: 2 }); // its message ('gagal sekali') stays in the job's output, not the trace
      expect(JSON.stringify(worked.events)).not.toContain('gagal sekali');
      expect(worked.attributes).toMatchObject({ 'messaging.message.id': id });
    } finally {
      trace.disable();
      context.disable();
      propagation.disable();
      await provider.shutdown();
    }
  });
});
