// Platform scale: a database the size of a platform that succeeded (tests/perf/platform/generate.mjs: 50,000 hosts,
// 200,000 invitations, 10 million guests, 30 million views…), written as the release before this one left it, then
// migrated to monthly partitions while writes go on (rows counted before and after, the slowest write timed), then
// the admin's lists and overview timed on it with their plans. PLATFORM_FACTOR scales the data (default 1).
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../packages/db/src/config.ts';
import { migrationsList } from '../../../packages/db/src/migrations/index.ts';
import { measureAdminQueries } from '../platform/admin-queries.mjs';
import { generatePlatform } from '../platform/generate.mjs';

const firstPlatformMigration = 'Migration20261129000000PlatformIndexes';
const history = ['invitation_views', 'admin_audit_log', 'order_events'];

async function countsOf(db) {
  const counts = {};
  for (const table of history) counts[table] = Number((await db.query(`select count(*) as n from ${table}`)).rows[0].n);
  return counts;
}

/** Writes a guest's view and an admin's audit row in a loop until stopped: the longest wait is what the migration cost. */
function startWriter(url) {
  const db = new pg.Client({ connectionString: url });
  const state = { writes: 0, errors: 0, slowestMs: 0, running: true };
  const done = (async () => {
    await db.connect();
    const [{ id }] = (await db.query(`select id from invitations order by created_at desc limit 1`)).rows;
    while (state.running) {
      const began = performance.now();
      try {
        await db.query(`insert into invitation_views (invitation_id, visitor, day) values ($1, $2, current_date)`, [
          id,
          `bench-migrasi-${state.writes}`,
        ]);
        await db.query(`insert into admin_audit_log (action, entity) values ('bench.migrasi', 'plan')`);
        state.writes += 1;
      } catch {
        state.errors += 1;
      }
      state.slowestMs = Math.max(state.slowestMs, performance.now() - began);
    }
    await db.end();
  })();
  return {
    async stop() {
      state.running = false;
      await done;
      return { writes: state.writes, errors: state.errors, slowestMs: Math.round(state.slowestMs) };
    },
  };
}

export async function platformSection({ stack, log }) {
  const factor = Number(process.env.PLATFORM_FACTOR ?? 1);
  const url = new URL(stack.databaseUrl);
  url.pathname = '/undangin_platform';
  // PLATFORM_KEEP=1 keeps the database (and bench.mjs the data folder) after the run; PLATFORM_REUSE=1 then times the
  // lists on it again (after a fix) without generating and migrating it anew (the same BENCH_DATA_DIR).
  const keep = process.env.PLATFORM_KEEP === '1';
  const reuse = process.env.PLATFORM_REUSE === '1';
  const server = new pg.Client({ connectionString: stack.databaseUrl });
  await server.connect();
  if (!reuse) {
    await server.query(`drop database if exists undangin_platform with (force)`);
    await server.query(`create database undangin_platform`);
  }
  const orm = await MikroORM.init({ ...ormConfig({ url: url.toString(), poolMax: 4 }), logger: () => undefined });
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    const migrator = orm.getMigrator();
    if (reuse) {
      await migrator.up();
      log('timing the admin lists again on the kept database');
      return { reused: true, queries: await measureAdminQueries(orm.em.fork(), { log }) };
    }
    const before = migrationsList[migrationsList.findIndex((m) => m.name === firstPlatformMigration) - 1].name;
    await migrator.up({ to: before });
    log(`generating the platform (factor ${factor}) on the schema of ${before}`);
    const generated = await generatePlatform(url.toString(), { factor, log });
    await db.connect();
    const countsBefore = await countsOf(db);

    log('migrating to partitions while guests and admins write');
    const writer = startWriter(url.toString());
    const migrations = [];
    for (const { name } of migrationsList.slice(migrationsList.findIndex((m) => m.name === firstPlatformMigration))) {
      const began = performance.now();
      await migrator.up({ to: name });
      migrations.push({ name, seconds: Number(((performance.now() - began) / 1000).toFixed(1)) });
      log(`${name}: ${migrations.at(-1).seconds} s`);
    }
    const writes = await writer.stop();
    const countsAfter = await countsOf(db);
    const lost = history.filter(
      (table) => countsAfter[table] !== countsBefore[table] + (table === 'order_events' ? 0 : writes.writes),
    );
    const partitions = (
      await db.query(
        `select parent.relname as parent, count(*)::int as partitions from pg_inherits h
        join pg_class parent on parent.oid = h.inhparent where parent.relname = any($1) group by 1 order by 1`,
        [history],
      )
    ).rows;
    await db.query('vacuum analyze');
    const pruned = (
      await db.query(`explain (format json) select 1 from invitation_views where invitation_id = (select id from invitations limit 1)
        and visitor = 'x' and day = current_date`)
    ).rows[0]['QUERY PLAN'];
    const scanned = [...new Set(JSON.stringify(pruned).match(/"Relation Name":"[a-z_0-9]+"/g) ?? [])];

    log('timing the admin lists');
    const queries = await measureAdminQueries(orm.em.fork(), { log });
    const size = Number((await db.query(`select pg_database_size(current_database()) as n`)).rows[0].n);
    return {
      factor,
      generated,
      databaseGiB: Number((size / 2 ** 30).toFixed(2)),
      migration: { migrations, writes, countsBefore, countsAfter, lost, partitions },
      hostViewDedupeScans: scanned.map((s) => s.split(':')[1].replaceAll('"', '')),
      queries,
    };
  } finally {
    await db.end().catch(() => undefined);
    await orm.close(true);
    if (!keep) await server.query(`drop database if exists undangin_platform with (force)`).catch(() => undefined);
    await server.end();
  }
}
