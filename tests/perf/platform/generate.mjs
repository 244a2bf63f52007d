// A platform that succeeded, written into an already migrated database (issue 41): at factor 1, 50,000 hosts, 200,000
// invitations, 10 million guests (3 million answers), 30 million views, 100,000 orders, 500,000 wishes, the admins'
// audit log, inbox and subscribers. Every row is made inside Postgres (insert … select from generate_series; the SQL is
// in platform-data.mjs), deterministically, the big tables in batches on two connections (both cores). The kept
// figures are kept as the product keeps them, by its statement triggers' own SQL (see load), and checked against a
// fresh count at the end. Every generated host signs in with `password`.
// `node tests/perf/platform/generate.mjs <DATABASE_URL> [factor]` prints the result as JSON (progress on stderr).
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import * as data from './platform-data.mjs';

export const password = 'platform-rahasia-41';
const full = { hosts: 50_000, invitations: 200_000, guests: 10_000_000, answers: 3_000_000, views: 30_000_000 };
const history = { orders: 100_000, guestbook: 500_000, audit: 200_000, messages: 50_000, subscribers: 100_000 };
// A handful of huge lists (a corporate gathering, a big family's wedding); the rest 10–200 guests.
const hugeLists = [100_000, 90_000, 80_000, 70_000, 60_000, 50_000];
const batchRows = 500_000;
const pro = 'premium_themes,watermark_free,analytics_advanced,whatsapp_bulk';
// The plans the seed makes (orders name them), where the database has none.
const plansSql = `insert into plans (id, name, price, billing_interval, max_invitations, max_guests_per_invitation, entitlements) values
     ('gratis', 'Gratis', 0, 'lifetime', 1, 50, '{}'), ('pro', 'Pro', 75000, '14_days', 5, 200, '{${pro},custom_domain}'),
     ('premium', 'Premium', 149000, '3_months', 10, 500, '{${pro},custom_domain,whatsapp_api,export_pdf,export_video,checkin}'),
     ('reseller', 'Reseller', 1200000, 'monthly', -1, -1, '{${pro},white_label,client_accounts,affiliate}') on conflict do nothing`;

async function connect(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  // A lost commit of a generated row costs nothing; the index builds sort and the figures sum in memory.
  await db.query(`set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB';
    set jit = off; set max_parallel_maintenance_workers = 0; set statement_timeout = 0`);
  return db;
}

/** Runs `run(db, item)` for each item, one at a time on each connection of `pool`; answers the sum of the answers. */
async function queue(pool, items, run) {
  let [next, sum] = [0, 0];
  const work = async (db) => {
    for (let i = next++; i < items.length; i = next++) {
      const answer = await run(db, items[i]);
      sum += answer;
    }
  };
  await Promise.all(pool.map(work));
  return sum;
}

const tableOf = (text) => /^\s*(?:with \w+ as \()?\s*insert into (\w+)/i.exec(text)?.[1];

/**
 * What the statement triggers on insert into `table` do: each function's INSERT branch (read from pg_proc) and the
 * name it reads the statement's rows by. Null when one is not of the shape packages/db/src/kept-figures.ts makes, or
 * when a trigger fires in replica mode too (enabled always or replica: it would count twice).
 */
async function triggersOf(db, table) {
  const { rows } = await db.query(
    `select p.prosrc, t.tgnewtable, t.tgtype::int & 5 = 4 as replayed, t.tgenabled from pg_trigger t
     join pg_proc p on p.oid = t.tgfoid where t.tgrelid = $1::regclass and not t.tgisinternal and t.tgenabled <> 'D'`,
    [table],
  );
  const triggers = rows.map(({ prosrc, tgnewtable: name, replayed, tgenabled }) => {
    const branch = /if tg_op = 'INSERT' then([\s\S]*?)\selsif tg_op/.exec(prosrc)?.[1];
    if (tgenabled !== 'O' || !replayed) return tgenabled === 'O' ? undefined : null;
    return branch && name ? { name, statements: branch.split(';').filter((text) => text.trim()) } : null;
  });
  return triggers.includes(null) ? null : triggers.filter(Boolean);
}

/** One statement: `rows` (an insert, its new rows; or a query) and what `triggers` do with them, answering how many. */
function withTriggers(rows, triggers) {
  if (!triggers?.length) return rows;
  const [first, ...names] = [...new Set(triggers.map((t) => t.name))];
  const kept = triggers.flatMap((t) => t.statements).map((text, i) => `kept${i} as (${text})`);
  const own = names.map((name) => `${name} as (select * from ${first})`);
  const returning = tableOf(rows) ? ' returning *' : '';
  return `with ${[`${first} as (${rows}${returning})`, ...own, ...kept].join(', ')} select count(*)::int as n from ${first}`;
}

/**
 * Runs `run(sql)`, which runs sql(text) for each of `statements`. A superuser writes them with no trigger at all
 * (session_replication_role = replica: no per-row foreign-key checks either; the rows are consistent by construction)
 * and sql() makes each insert one statement doing what its table's statement triggers would (withTriggers): the kept
 * figures move as in the product. The figure tables' own triggers (platform_figures) then run once on their new rows.
 * Otherwise only the per-row triggers are off meanwhile and the statement triggers run. The per-row triggers are
 * NOTIFYs (one '*' is sent instead) and an invitation's first session (written in bulk by invitationsSql).
 */
async function withoutTriggers(pool, statements, run) {
  const [db, tables] = [pool[0], [...new Set(statements.map(tableOf).filter(Boolean))]];
  const superuser = (await db.query(`select rolsuper from pg_roles where rolname = current_user`)).rows[0].rolsuper;
  const [triggers, after] = [{}, []];
  for (const table of tables) triggers[table] = superuser ? await triggersOf(db, table) : null;
  const targets = [...new Set(Object.values(triggers).flatMap((t) => t?.flatMap((k) => k.statements.map(tableOf))))];
  for (const table of targets) after.push(await triggersOf(db, table));
  if (![...Object.values(triggers), ...after].includes(null)) {
    const role = (value) => Promise.all(pool.map((conn) => conn.query(`set session_replication_role = ${value}`)));
    await role('replica');
    const rows = await run((text) => withTriggers(text, triggers[tableOf(text)])).finally(() => role('origin'));
    for (const [i, table] of targets.entries()) {
      const fresh = `select * from ${table} where invitation_id in (select id from platform_gen.inv)`;
      if (after[i].length) await db.query(withTriggers(fresh, after[i]));
    }
    return rows;
  }
  const { rows: perRow } = await db.query(
    `select tgrelid::regclass::text as rel, tgname from pg_trigger where tgrelid = any($1::regclass[])
       and not tgisinternal and tgtype::int & 1 = 1 and tgenabled = 'O'`,
    [tables],
  );
  const alter = (how, t) => `alter table ${t.rel} ${how} trigger "${t.tgname}"`;
  const turn = (how) => queue([db], perRow, (conn, t) => conn.query(alter(how, t)).then(() => 1));
  await turn('disable');
  return run((text) => text).finally(() => turn('enable'));
}

/** Drops the secondary indexes of `table` (neither its key nor a constraint's) for the load: answers them. */
async function dropSecondaryIndexes(db, table) {
  const { rows } = await db.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
     join pg_class t on t.oid = i.indrelid where i.indrelid = $1::regclass and t.relkind = 'r' and not i.indisprimary
       and not exists (select from pg_constraint c where c.conindid = i.indexrelid)`,
    [table],
  );
  for (const index of rows) await db.query(`drop index ${index.name}`);
  return rows;
}

/** Makes every dropped index that is missing again, exactly as it was defined, two at a time. */
async function restoreIndexes(pool, dropped) {
  const exists = async (index) => (await pool[0].query(`select to_regclass($1) as oid`, [index.name])).rows[0].oid;
  const missing = [];
  for (const index of dropped) if (!(await exists(index))) missing.push(index);
  return queue(pool, missing, async (db, index) => (await db.query(index.def)) && 1);
}

export async function generatePlatform(databaseUrl, { factor = 1, log = console.log } = {}) {
  const began = performance.now();
  const pool = [await connect(databaseUrl), await connect(databaseUrl)];
  const [db] = pool;
  const [steps, inserted, dropped] = [[], {}, []];
  const step = async (name, run) => {
    const started = performance.now();
    const rows = await run();
    steps.push({ name, seconds: Number(((performance.now() - started) / 1000).toFixed(1)), rows });
    log(`${name}: ${rows.toLocaleString('en')} rows in ${steps.at(-1).seconds} s`);
  };
  /** Runs `text` (with `params` if it has any), counting the rows each table gets. */
  const exec = async (conn, text, params = []) => {
    const result = await conn.query(text, /\$\d/.test(text) ? params : []);
    const rows = result.rows[0]?.n ?? result.rowCount ?? 0;
    if (!tableOf(text)) return 0;
    inserted[tableOf(text)] = (inserted[tableOf(text)] ?? 0) + rows;
    return rows;
  };
  /** `statements` in order (`both`: two at a time; `batches`: the one for each batch of invitations by that column). */
  const load = (statements, { params = [], both = false, batches } = {}) =>
    withoutTriggers(pool, statements, async (sql) => {
      if (!batches) return queue(both ? pool : [db], statements, (conn, text) => exec(conn, sql(text), params));
      const total = Number((await db.query(`select sum(${batches}) as n from platform_gen.inv`)).rows[0].n);
      const { rows } = await db.query(`select min(n) as lo, max(n) as hi from (select n, floor((sum(${batches}) over
        (order by n) - 1) * ${Math.max(2, Math.ceil(total / batchRows))} / greatest(${total}, 1)) as b from platform_gen.inv) x group by b`);
      return queue(pool, rows, (conn, batch) => exec(conn, sql(statements[0]), [batch.lo, batch.hi]));
    });
  const n = Object.fromEntries(Object.entries({ ...full, ...history }).map(([k, v]) => [k, Math.round(v * factor)]));
  const huge = hugeLists.map((size, j) => [Math.floor((n.invitations * (j + 1)) / 7), Math.round(size * factor)]);
  // Every time is counted back from the minute the generation started (and the day it is in Jakarta).
  const { t } = (await db.query(`select date_trunc('minute', now()) as t`)).rows[0];
  const c = { ...n, huge: n.invitations < 7 ? [] : huge, base: `'${t.toISOString()}'::timestamptz` };
  c.baseDay = `(${c.base} at time zone 'Asia/Jakarta')::date`;
  c.hugeGuests = c.huge.reduce((sum, [, size]) => sum + size, 0);
  try {
    const plan = [...data.setupSql, ...data.planSql(c), plansSql];
    await step('plan', () => queue([db], plan, exec).then(() => n.invitations));
    const passwordHash = await hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await step('hosts, admins, profiles', () => load(data.hostsSql(c), { params: [passwordHash] }));
    // One announcement of every slug after the invitations, instead of one per invitation and session.
    await step('invitations and first sessions', async () => {
      const rows = await load(data.invitationsSql(c));
      return (await db.query(`select pg_notify('public_slug_changed', '*')`)) && rows;
    });
    dropped.push(...(await dropSecondaryIndexes(db, 'guests')));
    await step('guests', () => load([data.guestsSql(c)], { batches: 'guests' }));
    await step('guests: indexes made again', () => restoreIndexes(pool, dropped));
    await step('answers per session and check-ins', () => load(data.sessionRowsSql, { both: true }));
    await step('views', () => load([data.viewsSql], { batches: 'views' }));
    dropped.push(...(await dropSecondaryIndexes(db, 'guestbook_entries')));
    await step('guest book', () => load([data.guestbookSql(c)], { batches: 'wishes' }));
    await step('guest book: indexes made again', () => restoreIndexes(pool, dropped));
    await step('orders, events, payments, subscriptions', () => load(data.ordersSql(c)));
    await step('audit log, messages, subscribers', () => load(data.historySql(c), { both: true }));
    await step('verify kept figures', () => verify(pool, c, dropped));
    await db.query(`drop schema platform_gen cascade`);
    // Last, so the verification's rolled-back deletes leave nothing behind either.
    await step('vacuum analyze', () => vacuum(pool));
    const { rows } = await db.query(`select pg_database_size(current_database()) as n`);
    const counts = {
      ...{ hosts: n.hosts, invitations: inserted.invitations, guests: inserted.guests },
      ...{ answers: inserted.guest_session_answers, views: inserted.invitation_views, orders: inserted.orders },
      guestbook: inserted.guestbook_entries,
    };
    const seconds = Number(((performance.now() - began) / 1000).toFixed(1));
    return { seconds, databaseBytes: Number(rows[0].n), counts, steps };
  } finally {
    await restoreIndexes(pool, dropped).catch((error) => log(`indexes not made again: ${error.message}`));
    await Promise.all(pool.map((conn) => conn.end()));
  }
}

// The tables filled, largest first, two at a time: hint bits set, visibility map made, planner statistics.
const filled = `invitation_views invitation_view_days guests guest_session_answers guest_list_counts guest_answer_days
  guestbook_entries session_checkins admin_audit_log order_events invitations invitation_sessions newsletter_subscribers
  contact_messages orders payments subscriptions auth_users profiles plans`;
async function vacuum(pool) {
  const tables = filled.split(/\s+/);
  if ((await pool[0].query(`select to_regclass('platform_figures') as t`)).rows[0].t) tables.push('platform_figures');
  return queue(pool, tables, async (db, table) => (await db.query(`vacuum (analyze) ${table}`)) && 1);
}

// A guest row on the list (packages/db/src/plan-limits.ts, countsTowardPlan); $1: the invitations sampled.
const listed = `((source <> 'walkin' or sent_at is not null) and not (source = 'rsvp' and approved_at is null))`;
const [answered, sample] = [`${listed} and status <> 'pending'`, `invitation_id = any($1)`];
// Each check: `--- what`, a query of the kept figures, `;`, a fresh count answering the same rows.
const checks = `--- guest lists
select invitation_id, sum(total), sum(listed), sum(confirmed), sum(declined), sum(pending), sum(checked_in), sum(walk_ins),
  sum(unlisted) from guest_list_counts where ${sample} group by 1;
select invitation_id, count(*), count(*) filter (where ${listed}), count(*) filter (where ${listed} and status = 'confirmed'),
  count(*) filter (where ${listed} and status = 'declined'), count(*) filter (where ${listed} and status = 'pending'),
  count(checked_in_at), count(*) filter (where source = 'walkin' and sent_at is null),
  count(*) filter (where source = 'rsvp' and approved_at is null) from guests where ${sample} group by 1
--- answers per day
select invitation_id, day, sum(answers), sum(listed_answers) from guest_answer_days where ${sample} group by 1, 2
  having sum(answers) <> 0;
select invitation_id, (rsvp_date at time zone 'Asia/Jakarta')::date, count(*), count(*) filter (where ${answered})
  from guests where ${sample} and rsvp_date is not null group by 1, 2
--- views per day
select invitation_id, day, sum(views) from invitation_view_days where ${sample} group by 1, 2 having sum(views) <> 0;
select invitation_id, day, count(*) from invitation_views where ${sample} group by 1, 2
--- guest totals
select sum(total), sum(listed), sum(confirmed + declined) from guest_list_counts;
select count(*), count(*) filter (where ${listed}), count(*) filter (where ${answered}) from guests
--- view totals
select sum(views) from invitation_view_days; select count(*) from invitation_views
--- platform figures
select name, sum(value) from platform_figures group by 1;
select 'guests', sum(listed) from guest_list_counts union all select 'invitations', count(*) from invitations
  union all select 'rsvps_answered', sum(confirmed + declined) from guest_list_counts
  union all select 'users', count(*) from auth_users`
  .split('--- ')
  .slice(1)
  .map((check) => [check.slice(0, check.indexOf('\n')), ...check.slice(check.indexOf('\n')).split(';')]);
const text = (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
const answer = async (db, sql, params) =>
  new Set((await db.query({ text: sql, values: params, rowMode: 'array' })).rows.map((row) => row.map(text).join(' ')));

/**
 * The kept figures against a fresh count: the main ones of a sample of invitations (about a hundred, and the longest
 * list) and the platform's totals; then every kept figure of the sample as the triggers count it (the sample's guests
 * and views deleted in a transaction rolled back: what is kept of them must fall to zero). Throws when one differs.
 */
async function verify(pool, c, dropped) {
  const [db] = pool;
  const { rows } = await db.query(`select id from platform_gen.inv where guests > 0
    and n % greatest(1, ${c.invitations} / 100) = 0 union (select id from platform_gen.inv order by guests desc limit 1)`);
  const ids = rows.map((row) => row.id);
  const figures = (await db.query(`select to_regclass('platform_figures') as t`)).rows[0].t;
  const wrong = [];
  await queue(pool, figures ? checks : checks.slice(0, -1), async (conn, [what, kept, fresh]) => {
    const params = kept.includes('$1') ? [ids] : [];
    const [a, b] = [await answer(conn, kept, params), await answer(conn, fresh, params)];
    const [onlyKept, onlyCounted] = [[...a].filter((row) => !b.has(row)), [...b].filter((row) => !a.has(row))];
    if (onlyKept.length || onlyCounted.length)
      wrong.push(`${what}: kept ${onlyKept.slice(0, 3).join(', ')}; counted ${onlyCounted.slice(0, 3).join(', ')}`);
    return 0;
  });
  await db.query('begin');
  await db.query(`delete from guests where ${sample}`, [ids]);
  await db.query(`delete from invitation_views where ${sample}`, [ids]);
  for (const table of ['guest_list_counts', 'guest_answer_days', 'invitation_view_days']) {
    const { rows: left } = await db.query(
      `select count(*)::int as n from ${table} k where ${sample} and exists (select from
        jsonb_each(to_jsonb(k) - array['invitation_id', 'day', 'shard']) e where e.value::numeric <> 0)`,
      [ids],
    );
    if (left[0].n)
      wrong.push(`${table}: ${left[0].n} rows of the sample not zero once their guests and views are gone`);
  }
  await db.query('rollback');
  for (const index of dropped)
    if ((await db.query(`select pg_get_indexdef(to_regclass($1)) as def`, [index.name])).rows[0].def !== index.def)
      wrong.push(`index ${index.name} is not as it was`);
  if (wrong.length) throw new Error(`the generated platform's kept figures are wrong:\n${wrong.join('\n')}`);
  return ids.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, factor = '1'] = process.argv.slice(2);
  if (!url) throw new Error('usage: node tests/perf/platform/generate.mjs <DATABASE_URL> [factor]');
  const result = await generatePlatform(url, { factor: Number(factor), log: (message) => console.error(message) });
  console.log(JSON.stringify(result, null, 2));
}
