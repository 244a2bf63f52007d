import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './config';
import { migrationsList } from './migrations';
import { seed } from './seed';

/** Runs pending migrations (and the seed when asked) as the login role. */
export async function migrate({
  url,
  withSeed = false,
  demo = process.env.SEED_DEMO === '1' || process.env.SEED_DEMO === 'true',
}: { url?: string; withSeed?: boolean; demo?: boolean } = {}): Promise<string[]> {
  const orm = await MikroORM.init(ormConfig({ url, poolMax: 2 }));
  try {
    const applied = await orm.getMigrator().up();
    if (withSeed) await seed(orm.em.fork(), { demo });
    return applied.map((m) => m.name);
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
