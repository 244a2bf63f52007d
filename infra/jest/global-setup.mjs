// Starts a real Postgres for the tests (embedded, unless DATABASE_URL is set), in a fresh database, migrated.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../local/postgres.mjs';
import { ensureServiceLogins } from '../local/service-logins.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup() {
  let url = process.env.DATABASE_URL;
  if (url) {
    process.env.TEST_DATABASE_URL = url;
  } else {
    const postgres = await startEmbeddedPostgres({
      // TEST_PG_DIR and TEST_PG_PORT let two test runs on one machine keep out of each other's way.
      dataDir: path.resolve(root, process.env.TEST_PG_DIR ?? path.join('.data', 'test-pg')),
      port: Number(process.env.TEST_PG_PORT ?? 54339),
      database: 'postgres',
    });
    globalThis.__undanginPostgres = postgres;
    url = await postgres.recreateDatabase('undangin_test');
  }
  const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', 'seed'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`migrasi tes gagal:\n${migrate.stdout}\n${migrate.stderr}`);
  process.env.DATABASE_URL = url;
  // Services under test log in as their own roles, as they do under `npm start` and in production.
  try {
    const logins = await ensureServiceLogins(
      url,
      path.join(root, '.data', 'keys', `test-db-logins-${process.env.TEST_PG_PORT ?? 54339}.json`),
    );
    for (const [name, login] of Object.entries(logins)) process.env[`${name.toUpperCase()}_DATABASE_URL`] = login;
  } catch (error) {
    console.warn(`services under test keep SET ROLE: ${error.message}`);
  }
}
