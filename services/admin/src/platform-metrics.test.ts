import { queueNames } from '@undangin/jobs';
import { privateDatabase, type PrivateDatabase } from '@undangin/db/testing';
import type { App } from '@undangin/service-kit';
import { bearer, buildTestService, publishedTestKey, withOwnerDb } from '@undangin/service-kit/testing';
import { adminRoutes } from './app';
import { seedHost } from './test/seed';

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.fork().execute<T[]>(text, params));

/** Every sample of /metrics as `name{labels}` → value, the service label left out. */
function samples(body: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of body.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match) continue;
    const labels = match[2]!
      .split(',')
      .filter((pair) => !pair.startsWith('service='))
      .join(',');
    found.set(`${match[1]}{${labels}}`, Number(match[3]));
  }
  return found;
}

/** A job as pg-boss leaves it: `startAfterMinutes` from now (negative: due that long ago). */
const job = (queue: string, state: string, startAfterMinutes: number) =>
  sql(
    `insert into pgboss.job (name, state, data, start_after, completed_on)
     values (?, ?::pgboss.job_state, '{}'::jsonb, now() + make_interval(mins => ?),
             case when ?::pgboss.job_state >= 'completed' then now() end)`,
    [queue, state, startAfterMinutes, state],
  );

// A database of its own: the figures are the whole platform's, which the shared test database's other suites move.
describe("the platform's figures on the admin service's /metrics", () => {
  let db: PrivateDatabase;
  let app: App;
  beforeAll(async () => {
    db = await privateDatabase('platform_metrics');
    app = await buildTestService('admin', adminRoutes);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });
  const scrape = async () => {
    const answer = await app.inject({ url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    return samples(answer.body);
  };

  it("shows every queue's jobs not started yet, what of it is due, and how long its oldest due job has waited", async () => {
    const quiet = await scrape();
    for (const queue of queueNames) {
      expect(quiet.get(`job_queue_jobs{queue="${queue}",state="created"}`)).toBe(0);
      expect(quiet.get(`job_queue_jobs{queue="${queue}",state="retry"}`)).toBe(0);
      expect(quiet.get(`job_queue_due_jobs{queue="${queue}"}`)).toBe(0);
      expect(quiet.get(`job_queue_oldest_due_seconds{queue="${queue}"}`)).toBe(0);
    }

    // Reminders: two due (the older 20 minutes ago), one scheduled for tomorrow, one retry due 5 minutes ago, one
    // backing off for another minute; finished and failed jobs are no backlog. One dead letter.
    for (const [state, minutes] of [
      ['created', -20],
      ['created', -3],
      ['created', 24 * 60],
      ['retry', -5],
      ['retry', 1],
      ['completed', -60],
      ['failed', -60],
    ] as const)
      await job('whatsapp-reminders', state, minutes);
    await job('dead-letters', 'created', 0);

    const busy = await scrape();
    expect(busy.get('job_queue_jobs{queue="whatsapp-reminders",state="created"}')).toBe(3);
    expect(busy.get('job_queue_jobs{queue="whatsapp-reminders",state="retry"}')).toBe(2);
    expect(busy.get('job_queue_due_jobs{queue="whatsapp-reminders"}')).toBe(3);
    const oldest = busy.get('job_queue_oldest_due_seconds{queue="whatsapp-reminders"}')!;
    expect(oldest).toBeGreaterThanOrEqual(20 * 60);
    expect(oldest).toBeLessThan(21 * 60);
    expect(busy.get('job_queue_jobs{queue="dead-letters",state="created"}')).toBe(1);
    expect(busy.get('job_queue_due_jobs{queue="whatsapp-send"}')).toBe(0);
  });

  it('shows the kept platform totals and this month’s paid orders, as the admin overview counts them', async () => {
    const host = await seedHost('metrik', ['Andi & Rina']);
    await sql(`update auth_users set last_sign_in_at = now() where id = ?`, [host.id]);
    await sql(`update guests set status = 'confirmed' where invitation_id = ? and name = 'Budi'`, [
      host.invitations[0],
    ]);
    await sql(
      `insert into orders (id, user_id, plan_id, amount, status, paid_at) values (?, ?, 'pro', 75000, 'paid', now())`,
      [`ORD-METRIK-${process.pid}`, host.id],
    );
    const figures = await scrape();
    const overview = await app.inject({
      url: '/api/admin/overview',
      headers: await bearer(await publishedTestKey(), 'admin'),
    });
    expect(overview.statusCode).toBe(200);
    const { totals } = overview.json() as { totals: Record<string, number> };
    expect({
      accounts: figures.get('platform_accounts{}'),
      invitations: figures.get('platform_invitations{}'),
      guests: figures.get('platform_guests{}'),
      rsvps: figures.get('platform_rsvps_answered{}'),
      signedIn: figures.get('platform_accounts_signed_in_today{}'),
      paid: figures.get('platform_paid_orders_this_month{}'),
      revenue: figures.get('platform_revenue_this_month_rupiah{}'),
    }).toEqual({
      accounts: totals.users,
      invitations: 1,
      guests: 2,
      rsvps: 1,
      signedIn: 1,
      paid: 1,
      revenue: 75000,
    });
    expect(totals.users).toBeGreaterThanOrEqual(1);
  });

  it('shows when the last backup was stored and how long it took, and nothing before the first', async () => {
    const none = await scrape();
    expect(none.has('backup_last_success_timestamp_seconds{}')).toBe(false);
    expect(none.has('backup_last_duration_seconds{}')).toBe(false);

    // What infra/backup/backup.sh records once a dump is stored (the restore drill runs the script itself).
    await sql(
      `insert into backup_runs (started_at, finished_at, target) values
         (now() - interval '2 days 90 seconds', now() - interval '2 days', 's3://undangin-backups/dumps/lama.dump'),
         (now() - interval '25 hours 10 minutes', now() - interval '25 hours', 's3://undangin-backups/dumps/baru.dump')`,
    );
    const [{ expected }] = (await sql<{ expected: string }>(
      `select extract(epoch from now() - interval '25 hours') as expected`,
    )) as [{ expected: string }];
    const after = await scrape();
    expect(after.get('backup_last_success_timestamp_seconds{}')).toBeCloseTo(Number(expected), -1);
    expect(after.get('backup_last_duration_seconds{}')).toBe(600);
  });

  it("shows the rows in each history table's default partition: none while the upkeep keeps up", async () => {
    const quiet = await scrape();
    for (const table of ['invitation_views', 'admin_audit_log', 'order_events'])
      expect(quiet.get(`history_default_partition_rows{table="${table}"}`)).toBe(0);

    // A month the upkeep never made: the audit row lands in the default partition. The session's statistics reach
    // the figure when flushed (within seconds in production; asked for at once here).
    await sql(
      `insert into admin_audit_log (actor_email, action, entity, entity_id, created_at)
       values ('admin@undangin.id', 'user.suspend', 'user', 'u-1', '2099-01-15');
       select pg_stat_force_next_flush()`,
    );
    let rows: number | undefined;
    for (let tries = 0; tries < 60 && !rows; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rows = (await scrape()).get('history_default_partition_rows{table="admin_audit_log"}');
    }
    expect(rows).toBe(1);
  });
});
