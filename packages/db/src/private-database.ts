import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './config';
import { seed } from './seed';

/**
 * Tables and columns that legitimately change on a refused request, left out of the snapshot. Everything
 * else in the public schema must be byte-for-byte the same after a 4xx.
 */
const ignored: Record<string, string[] | 'all'> = {
  // Sign-in, sign-up and reset attempts are counted before they are refused: that is what stops guessing.
  auth_rate_limits: 'all',
  // The invitation service's RSVP, guest-book and view allowances, counted the same way.
  invitation_rate_limits: 'all',
  // Checkouts, uploads, receptionist PINs per address: counted before anything else is judged, so a refusal counts too.
  billing_rate_limits: 'all',
  dashboard_rate_limits: 'all',
  // A wrong password (at sign-in, or as the current one when changing it) is counted against the account's allowance.
  auth_signin_failures: 'all',
  // Which WhatsApp channel the dashboard runs, written each time a dashboard starts (tests start one at any moment).
  whatsapp_channel: 'all',
  // A wrong receptionist PIN is counted on its link (a 401 that must write, or guessing would be free).
  checkin_links: ['failed_pins', 'failed_since'],
  // A wrong authenticator code is counted on its challenge, for the same reason.
  auth_mfa_challenges: ['failed_attempts'],
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
};

export interface Snapshot {
  [table: string]: string;
}

/**
 * A database of the suite's own, migrated and seeded, so that the snapshot sees only this file's requests
 * (other test files write into the shared test database at the same time). Sets DATABASE_URL while in use.
 */
export async function privateDatabase(name: string) {
  const sharedUrl = process.env.DATABASE_URL!;
  const url = new URL(sharedUrl);
  const database = `hostile_${name}_${process.pid}`;
  url.pathname = `/${database}`;
  const admin = await MikroORM.init(ormConfig({ url: sharedUrl, poolMax: 1 }));
  const adminDb = admin.em.getConnection();
  // Databases left by runs that were killed before their clean-up (their process is gone) are dropped first.
  const leftovers = await adminDb.execute<Array<{ datname: string }>>(
    `select datname from pg_database where datname like 'hostile\\_%'`,
  );
  for (const { datname } of leftovers)
    if (datname === database || !alive(Number(datname.split('_').pop())))
      await adminDb.execute(`drop database if exists "${datname}" with (force)`);
  await adminDb.execute(`create database "${database}"`);
  // As `npm run seed` does, without the migrator's report of every migration it applies.
  const migrating = await MikroORM.init({ ...ormConfig({ url: url.toString(), poolMax: 2 }), logger: () => undefined });
  await migrating.getMigrator().up();
  await seed(migrating.em.fork(), { demo: false });
  await migrating.close(true);
  process.env.DATABASE_URL = url.toString();

  const orm = await MikroORM.init(ormConfig({ url: url.toString(), poolMax: 1 }));
  const db = orm.em.getConnection();
  const tables = (
    await db.execute<Array<{ tablename: string }>>(
      `select tablename from pg_tables where schemaname = 'public' order by 1`,
    )
  )
    .map((row) => row.tablename)
    .filter((table) => ignored[table] !== 'all');
  const rowText = (table: string) => {
    const columns = ignored[table];
    return Array.isArray(columns) ? `(to_jsonb(x) ${columns.map((c) => `- '${c}'`).join(' ')})::text` : 'x::text';
  };
  const snapshotSql = tables
    .map(
      (table) =>
        `select '${table}' as t, count(*) || ':' || md5(coalesce(string_agg(${rowText(table)}, '|' order by ${rowText(table)}), '')) as h from "${table}" x`,
    )
    .join(' union all ');

  return {
    url: url.toString(),
    /** Row count and an md5 of every row, per table. */
    async snapshot(): Promise<Snapshot> {
      const rows = await db.execute<Array<{ t: string; h: string }>>(snapshotSql);
      return Object.fromEntries(rows.map((row) => [row.t, row.h]));
    },
    /** Runs SQL as the login role, for fixtures. */
    sql: <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.execute<T[]>(text, params),
    async drop() {
      await orm.close(true);
      process.env.DATABASE_URL = sharedUrl;
      await adminDb.execute(`drop database if exists "${database}" with (force)`);
      await admin.close(true);
    },
  };
}

export type PrivateDatabase = Awaited<ReturnType<typeof privateDatabase>>;

/** The tables whose snapshot differs. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
