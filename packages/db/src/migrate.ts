import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './config';
import { migrationsList } from './migrations';
import { seed } from './seed';

// One key for every run against a database: a second `migrate` (two Jobs of one release, a Job and a developer) waits
// for the first to finish, then finds nothing pending.
// Asked for again and again rather than waited on in one statement: a statement left waiting is a transaction that a
// running migration's `create index concurrently` would wait for in turn, while this run waits for that one to end.
const tryLockSql = `select pg_try_advisory_lock(hashtext('undangin migrations')) as locked`;
const lockPollMs = 250;
const unlockSql = `select pg_advisory_unlock(hashtext('undangin migrations'))`;

interface RawConnection {
  query(sql: string): Promise<{ rows?: Array<{ locked?: boolean }> }>;
}
interface KnexClient {
  acquireConnection(): Promise<RawConnection>;
  releaseConnection(connection: RawConnection): Promise<unknown>;
}

/** Runs `fn` holding the migrations' advisory lock on a connection of its own (released when that session ends). */
async function underMigrationLock<T>(orm: MikroORM, fn: () => Promise<T>): Promise<T> {
  const client = orm.em.getConnection().getKnex().client as KnexClient;
  const connection = await client.acquireConnection();
  try {
    while (!(await connection.query(tryLockSql)).rows?.[0]?.locked)
      await new Promise((resolve) => setTimeout(resolve, lockPollMs));
    try {
      return await fn();
    } finally {
      await connection.query(unlockSql);
    }
  } finally {
    await client.releaseConnection(connection);
  }
}

/** The login role's ORM for schema changes: one connection holds the lock, the others run the migrations. */
const migratingOrm = (url?: string) => MikroORM.init({ ...ormConfig({ url, poolMax: 3 }), logger: () => undefined });

/** Runs pending migrations (and the seed when asked) as the login role, one run at a time per database. */
export async function migrate({
  url,
  withSeed = false,
  demo = process.env.SEED_DEMO === '1' || process.env.SEED_DEMO === 'true',
}: { url?: string; withSeed?: boolean; demo?: boolean } = {}): Promise<string[]> {
  const orm = await migratingOrm(url);
  try {
    return await underMigrationLock(orm, async () => {
      const applied = await orm.getMigrator().up();
      if (withSeed) await seed(orm.em.fork(), { demo });
      return applied.map((m) => m.name);
    });
  } finally {
    await orm.close(true);
  }
}

/**
 * Reverts the latest applied migration, or every one applied after `to` (which stays applied). Each migration's
 * down() drops what its up() created, data included: restore a backup rather than revert past a table in use.
 */
export async function revertMigrations({ url, to }: { url?: string; to?: string } = {}): Promise<string[]> {
  if (to !== undefined && to !== '0' && !migrationsList.some((m) => m.name === to))
    throw new Error(`migrasi tidak dikenal: ${to}`);
  const orm = await migratingOrm(url);
  try {
    return await underMigrationLock(orm, async () => {
      const migrator = orm.getMigrator();
      const reverted = to === undefined ? await migrator.down() : await migrator.down({ to: to === '0' ? 0 : to });
      return reverted.map((m) => m.name);
    });
  } finally {
    await orm.close(true);
  }
}

export interface MigrationStatus {
  applied: { name: string; executedAt: Date }[];
  pending: string[];
  /** Applied here but unknown to this build (the database is ahead of it: a newer release migrated it). */
  unknown: string[];
}

/** Which migrations of this build the database carries and which it does not; changes nothing but the table. */
export async function migrationStatus({ url }: { url?: string } = {}): Promise<MigrationStatus> {
  const orm = await migratingOrm(url);
  try {
    const rows = await orm.getMigrator().getExecutedMigrations();
    const known = new Set(migrationsList.map((m) => m.name));
    const applied = new Set(rows.map((row) => row.name));
    return {
      applied: rows.map((row) => ({ name: row.name, executedAt: new Date(row.executed_at) })),
      pending: migrationsList.map((m) => m.name).filter((name) => !applied.has(name)),
      unknown: rows.map((row) => row.name).filter((name) => !known.has(name)),
    };
  } finally {
    await orm.close(true);
  }
}

/**
 * The migrations of this build that the database does not carry yet. Reads the migrations table with whatever login
 * it is given (every service role may read it) and never creates or changes anything; throws when it cannot tell
 * (database unreachable, no migrations table yet, no grant yet).
 */
export async function missingMigrations({ url }: { url?: string } = {}): Promise<string[]> {
  const orm = await MikroORM.init(ormConfig({ url, poolMax: 1 }));
  try {
    const rows = await orm.em.getConnection().execute<{ name: string }[]>('select "name" from "mikro_orm_migrations"');
    const applied = new Set(rows.map((row) => row.name));
    return migrationsList.map((m) => m.name).filter((name) => !applied.has(name));
  } finally {
    await orm.close(true);
  }
}

/**
 * Waits until the database carries every migration of this build: a service's pod runs it (`migrate.js --wait`)
 * before the service starts, while the release's migration Job applies them. Gives up after `timeoutSeconds`.
 */
export async function waitForMigrations({
  url,
  timeoutSeconds = Number(process.env.MIGRATE_WAIT_SECONDS ?? 600),
  intervalMs = 2000,
  log = (line: string) => console.log(line),
}: { url?: string; timeoutSeconds?: number; intervalMs?: number; log?: (line: string) => void } = {}): Promise<void> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let said = '';
  for (;;) {
    let why: string;
    try {
      const missing = await missingMigrations({ url });
      if (!missing.length) return;
      why = `menunggu migrasi: ${missing.join(', ')}`;
    } catch (err) {
      why = `menunggu basis data: ${(err as Error).message}`;
    }
    if (why !== said) log(why);
    said = why;
    if (Date.now() >= deadline) throw new Error(`migrasi belum lengkap setelah ${timeoutSeconds} detik (${why})`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
