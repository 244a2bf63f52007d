import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';
import { migrationsList } from './migrations';

export const defaultDatabaseUrl = 'postgres://postgres:postgres@127.0.0.1:54329/undangin';

export interface DbOptions {
  url?: string;
  /** Postgres role to SET on every pooled connection; null keeps the login role (migrations, seed). */
  role?: string | null;
  poolMax?: number;
  /** How long a query waits for a pooled connection (or a new one) before failing: a database that is away is
   * reported in seconds (the services answer 503), not after a minute. */
  acquireTimeoutMs?: number;
  debug?: boolean;
}

const acquireTimeoutFromEnv = () => Number.parseInt(process.env.DB_ACQUIRE_TIMEOUT_MS ?? '', 10) || 5000;

export function ormConfig({
  url,
  role = null,
  poolMax = 10,
  acquireTimeoutMs = acquireTimeoutFromEnv(),
  debug = false,
}: DbOptions = {}): Options {
  return defineConfig({
    clientUrl: url ?? process.env.DATABASE_URL ?? defaultDatabaseUrl,
    entities,
    debug,
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    pool: {
      min: 0,
      max: poolMax,
      // Prepared statements (preparedRows: key lookups on the hot paths) keep one generic plan: Postgres's default
      // re-plans a statement with `limit ?` every time (an unknown limit looks dear), which cost as much as running it.
      // Every other statement carries its values in its text and is planned for them as before.
      afterCreate: (
        conn: { query: (sql: string, cb: (err: Error | null) => void) => void },
        done: (err: Error | null, conn: unknown) => void,
      ) =>
        conn.query(`${role ? `set role ${role}; ` : ''}set plan_cache_mode = force_generic_plan`, (err) =>
          done(err, conn),
        ),
    },
    driverOptions: {
      acquireConnectionTimeout: acquireTimeoutMs,
      connection: { connectionTimeoutMillis: Math.min(acquireTimeoutMs, 3000) },
    },
    extensions: [Migrator],
    // Each migration in its own transaction, or none when it says so (create index concurrently cannot run in one);
    // a failed run leaves the earlier ones applied (each is expand-only) and the next run goes on from there.
    migrations: { migrationsList, transactional: true, allOrNothing: false, snapshot: false },
  });
}
