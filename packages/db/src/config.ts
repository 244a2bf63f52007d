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
  debug?: boolean;
}

export function ormConfig({ url, role = null, poolMax = 10, debug = false }: DbOptions = {}): Options {
  return defineConfig({
    clientUrl: url ?? process.env.DATABASE_URL ?? defaultDatabaseUrl,
    entities,
    debug,
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    pool: {
      min: 0,
      max: poolMax,
      afterCreate: role
        ? (
            conn: { query: (sql: string, cb: (err: Error | null) => void) => void },
            done: (err: Error | null, conn: unknown) => void,
          ) => conn.query(`set role ${role}`, (err) => done(err, conn))
        : undefined,
    },
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
  });
}
