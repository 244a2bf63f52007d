// `npm run test:mutation [-- stryker options]`: one Postgres for the whole Stryker run, started here rather than in every
// jest run Stryker makes (one per mutant); each of those gets a fresh copy of a migrated, seeded template database.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../local/postgres.mjs';
import { ensureServiceLogins } from '../local/service-logins.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.TEST_PG_PORT ?? 54380);

const postgres = await startEmbeddedPostgres({
  dataDir: path.resolve(root, process.env.TEST_PG_DIR ?? path.join('.data', 'test-pg-mutation')),
  port,
  database: 'postgres',
});
let status = 1;
try {
  const templateUrl = await postgres.recreateDatabase('undangin_mutation_template');
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', 'seed'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: templateUrl },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`migrasi tes gagal:\n${seed.stdout}\n${seed.stderr}`);
  const logins = await ensureServiceLogins(
    templateUrl,
    path.join(root, '.data', 'keys', `test-db-logins-${port}.json`),
  );
  const env = { ...process.env, MUTATION_TEMPLATE_URL: templateUrl };
  // --testFiles is ours, not Stryker's: jest.mutation.config.cjs limits every run to those suites. Stryker itself would
  // turn the file names into a jest test-*name* filter for the mutants that need every test (code that runs when a
  // suite's app registers its routes), which matches no test, and such a mutant would "survive" having run none.
  const args = process.argv.slice(2);
  const testFiles = args.indexOf('--testFiles');
  if (testFiles >= 0) env.MUTATION_TEST_FILES = args.splice(testFiles, 2)[1];
  for (const [name, login] of Object.entries(logins)) env[`${name.toUpperCase()}_DATABASE_URL`] = login;
  const stryker = path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
  const child = spawn(process.execPath, [stryker, 'run', ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await postgres.stop();
}
process.exit(status);
