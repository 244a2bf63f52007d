// Starts a real Postgres for the tests (embedded, unless DATABASE_URL is set), in a fresh database, migrated.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../local/postgres.mjs';

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
}
