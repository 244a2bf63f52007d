import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from './config';
import { migrationsList } from './migrations';
import { historyPartitionName, partitionBound } from './partitions';
import { scratchDatabase } from './scratch-database';
import { seed } from './seed';

const first = 'Migration20261129000000PlatformIndexes';
const before = migrationsList[migrationsList.findIndex((m) => m.name === first) - 1]!.name;

// Each history table's rows as one checksum: nothing lost, nothing changed by the move.
const checksums = `select
  (select count(*)::int from invitation_views where visitor like 'lama-%') as views,
  (select md5(string_agg(v::text, ',' order by visitor, day)) from invitation_views v where visitor like 'lama-%') as views_md5,
  (select count(*)::int from admin_audit_log where action = 'lama') as audit,
  (select md5(string_agg(a::text, ',' order by id)) from admin_audit_log a where action = 'lama') as audit_md5,
  (select count(*)::int from order_events) as events,
  (select md5(string_agg(e::text, ',' order by id)) from order_events e) as events_md5,
  (select sum(views)::int from invitation_view_days) as view_days`;

describe('history partitioned by month, by migration', () => {
  it('moves views, the audit log and order events into monthly partitions online, losing no row', async () => {
    const db = await scratchDatabase('partitions');
    const orm = await MikroORM.init({ ...ormConfig({ url: db.url, poolMax: 2 }), logger: () => undefined });
    const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
      orm.em.getConnection().execute(text, params) as Promise<T[]>;
    const writer = new pg.Client({ connectionString: db.url });
    try {
      const migrator = orm.getMigrator();
      await migrator.up({ to: before });
      await seed(orm.em.fork(), { demo: true });
      const [invitation] = await sql<{ id: string; user_id: string }>(
        `select id, user_id from invitations where slug = 'budi-dan-ani'`,
      );
      // A year and a half of history: 40,000 views, 6,000 audit rows, 300 orders with two events each.
      await sql(
        `insert into invitation_views (invitation_id, visitor, day, created_at)
         select ?, 'lama-' || n, current_date - (n % 540), now() - (n % 540) * interval '1 day'
           from generate_series(1, 40000) n`,
        [invitation!.id],
      );
      await sql(
        `insert into admin_audit_log (actor_email, action, entity, entity_id, after, created_at)
         select 'admin@contoh.id', 'lama', 'plan', n::text, jsonb_build_object('n', n), now() - (n % 540) * interval '1 day'
           from generate_series(1, 6000) n`,
      );
      await sql(
        `insert into orders (id, user_id, plan_id, amount, status, created_at)
         select 'ORD-LAMA-' || n, ?, 'premium', 99000, 'pending', now() - (n % 540) * interval '1 day'
           from generate_series(1, 300) n`,
        [invitation!.user_id],
      );
      await sql(
        `insert into order_events (order_id, source, status, created_at)
         select o.id, s.source, 'pending', o.created_at + s.after
           from orders o, (values ('checkout', interval '0'), ('notification', interval '1 minute')) s(source, after)`,
      );
      const [kept] = await sql(checksums);

      // Guests keep opening the invitation and admins keep working while the migration runs.
      await writer.connect();
      let writing = true;
      let written = 0;
      const errors: unknown[] = [];
      const writes = (async () => {
        while (writing) {
          try {
            await writer.query(
              `insert into invitation_views (invitation_id, visitor, day) values ($1, 'baru-' || $2, current_date)`,
              [invitation!.id, written],
            );
            await writer.query(`insert into admin_audit_log (action, entity) values ('baru', 'plan')`);
            written += 1;
          } catch (error) {
            errors.push(error);
          }
        }
      })();
      await migrator.up();
      writing = false;
      await writes;

      expect(errors).toEqual([]);
      expect(written).toBeGreaterThan(0);
      // The daily sums count every view, the old ones and those written meanwhile, through the swap.
      expect((await sql(checksums))[0]).toEqual({ ...kept, view_days: Number(kept!.view_days) + written });
      const [fresh] = await sql<{ views: number; audit: number }>(
        `select (select count(*)::int from invitation_views where visitor like 'baru-%') as views,
                (select count(*)::int from admin_audit_log where action = 'baru') as audit`,
      );
      expect(fresh).toEqual({ views: written, audit: written });
      expect(
        await sql(
          `select relname, relkind from pg_class where relname in ('invitation_views', 'admin_audit_log', 'order_events') order by 1`,
        ),
      ).toEqual([
        { relname: 'admin_audit_log', relkind: 'p' },
        { relname: 'invitation_views', relkind: 'p' },
        { relname: 'order_events', relkind: 'p' },
      ]);

      // A row of a later month lands in that month's partition; a day's dedupe reads one partition (pruning).
      const bound = partitionBound();
      const [placed] = await sql<{ part: string }>(
        `insert into invitation_views (invitation_id, visitor, day) values (?, 'nanti', ?::date + 3) returning tableoid::regclass::text as part`,
        [invitation!.id, bound],
      );
      expect(placed!.part).toBe(`invitation_views_${bound.slice(0, 7).replace('-', '_')}`);
      const [plan] = await sql<{ 'QUERY PLAN': unknown }>(
        `explain (format json) select 1 from invitation_views where invitation_id = ? and visitor = 'x' and day = current_date`,
        [invitation!.id],
      );
      const scanned = JSON.stringify(plan!['QUERY PLAN']).match(/"Relation Name":"[a-z_0-9]+"/g);
      expect(scanned).toEqual([`"Relation Name":"${historyPartitionName('invitation_views', bound)}"`]);
      // The audit log's newest page reads the newest partitions first and stops (no sort over every partition).
      const [audit] = await sql<{ 'QUERY PLAN': unknown }>(
        `explain (format json) select id from admin_audit_log where created_at < now() - interval '400 days' order by created_at desc, id desc limit 50`,
      );
      expect(JSON.stringify(audit!['QUERY PLAN'])).not.toMatch(/admin_audit_log_20\d\d_\d\d/);

      // Retention: four months after the bound the views before it are dropped whole, their daily sums stay (with the
      // later one's); the
      // audit log (two years) and order events (ten) keep theirs.
      const ahead = new Date(`${bound}T00:00:00Z`);
      ahead.setUTCMonth(ahead.getUTCMonth() + 4);
      const [upkeep] = await sql<{ made: string[]; dropped: string[] }>(
        `select made, dropped from maintain_history_partitions_at(?)`,
        [ahead.toISOString()],
      );
      // (The month after the bound ended three months before: it goes too.)
      expect(upkeep!.dropped).toEqual([
        historyPartitionName('invitation_views', bound),
        `invitation_views_${bound.slice(0, 7).replace('-', '_')}`,
      ]);
      expect(upkeep!.made).toContain(`order_events_${ahead.toISOString().slice(0, 7).replace('-', '_')}`);
      const [after] = await sql<{ views: number; view_days: number; audit: number; events: number }>(checksums);
      expect(after).toMatchObject({
        views: 0,
        view_days: Number(kept!.view_days) + written + 1,
        audit: 6000,
        events: 600,
      });
      // The services may run the upkeep as of now only.
      await expect(
        sql(`set role undangin_admin; select maintain_history_partitions_at(now() + interval '10 years')`),
      ).rejects.toThrow(/permission denied/);
    } finally {
      await writer.end().catch(() => undefined);
      await orm.close(true);
      await db.drop();
    }
  }, 180_000);
});
