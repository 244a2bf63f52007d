import type { FastifyInstance } from 'fastify';
import { scrapedGauges } from '@undangin/service-kit';
import { lastBackup } from '../repositories/backups';
import { defaultPartitionRows } from '../repositories/history-partitions';
import { queueBacklog } from '../repositories/jobs';
import { overviewTotals } from '../repositories/overview';

/**
 * What the platform's alerts and business dashboard read from the admin service's /metrics (infra/observability),
 * each read once per scrape: the job queue's backlog by queue (every queue, whichever service works it: a queue whose
 * workers are down must still show its backlog), the kept platform totals of the admin overview, and the last stored
 * backup. Every admin replica exports the same figures; the rules take the max across them.
 */
export function registerPlatformMetrics(app: FastifyInstance): void {
  const failed = (read: string) => (err: unknown) => app.log.warn({ err, read }, 'metrics: a read failed');
  const byQueue = ['queue'];

  scrapedGauges(
    app.metrics,
    () => queueBacklog(app.orm.em.fork()),
    [
      {
        name: 'job_queue_jobs',
        help: 'Jobs not started yet, by queue and state (created: first try; retry: failed, waiting for another)',
        labelNames: ['queue', 'state'],
        series: (queues) =>
          queues.flatMap(({ queue, created, retry }) => [
            { labels: { queue, state: 'created' }, value: created },
            { labels: { queue, state: 'retry' }, value: retry },
          ]),
      },
      {
        name: 'job_queue_due_jobs',
        help: 'Jobs whose time has come and that no worker has taken yet, by queue',
        labelNames: byQueue,
        series: (queues) => queues.map(({ queue, due }) => ({ labels: { queue }, value: due })),
      },
      {
        name: 'job_queue_oldest_due_seconds',
        help: 'How long the oldest due job of the queue has waited for a worker (0: none is due)',
        labelNames: byQueue,
        series: (queues) =>
          queues.map(({ queue, oldest_due_seconds }) => ({ labels: { queue }, value: oldest_due_seconds })),
      },
    ],
    failed('job queue'),
  );

  const figures = {
    platform_accounts: ['users', 'Accounts (kept platform total)'],
    platform_invitations: ['invitations', 'Invitations (kept platform total)'],
    platform_guests: ['guests', "Guests on the hosts' lists (kept platform total)"],
    platform_rsvps_answered: ['rsvps_answered', 'Guests who answered, attending or not (kept platform total)'],
    platform_accounts_signed_in_today: ['active_today', 'Accounts signed in since midnight in Jakarta'],
    platform_paid_orders_this_month: ['paid_orders_month', 'Orders paid since the first of the month in Jakarta'],
    platform_revenue_this_month_rupiah: ['revenue_month', 'Rupiah paid since the first of the month in Jakarta'],
  } as const;
  scrapedGauges(
    app.metrics,
    () => overviewTotals(app.orm.em.fork()),
    Object.entries(figures).map(([name, [key, help]]) => ({
      name,
      help,
      series: (totals) => [{ value: totals[key] }],
    })),
    failed('platform figures'),
  );

  scrapedGauges(
    app.metrics,
    () => lastBackup(app.orm.em.fork()),
    [
      {
        name: 'backup_last_success_timestamp_seconds',
        help: 'When the last backup was stored (backup_runs), in seconds since the epoch; absent before the first',
        series: (backup) => (backup ? [{ value: backup.finishedAt }] : []),
      },
      {
        name: 'backup_last_duration_seconds',
        help: 'How long the last stored backup took, dump and upload',
        series: (backup) => (backup ? [{ value: backup.durationSeconds }] : []),
      },
    ],
    failed('backups'),
  );

  scrapedGauges(
    app.metrics,
    () => defaultPartitionRows(app.orm.em.fork()),
    [
      {
        name: 'history_default_partition_rows',
        help: "Rows in a history table's default partition (statistics; should be 0: the upkeep has not made their month)",
        labelNames: ['table'],
        series: (tables) => tables.map(({ table, rows }) => ({ labels: { table }, value: rows })),
      },
    ],
    failed('history partitions'),
  );
}
