import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The Postgres client tools backup.sh and restore.sh pick: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin. */
export function pgTools(): { bin: string | null; major: number } | null {
  const bin =
    process.env.PG_BIN ??
    (existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(a) - Number(b))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
          .filter((dir) => existsSync(path.join(dir, 'pg_dump')))
          .pop()
      : undefined) ??
    null;
  const run = spawnSync(bin ? path.join(bin, 'pg_dump') : 'pg_dump', ['--version'], { encoding: 'utf8' });
  if (run.status !== 0) return null;
  return { bin, major: Number(/(\d+)/.exec(run.stdout.replace(/^[^0-9]*/, ''))?.[1]) };
}

/**
 * A throwaway Postgres server of the tools' own version (their initdb and pg_ctl), for a drill against a test
 * server newer than the installed pg_dump. Runs as the postgres user when this process is root.
 */
export function throwawayServer(bin: string, port: number): { url: string; stop: () => void } {
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (tool: string, args: string[]) => {
    const [command, ...rest] = [...asPostgres, path.join(bin, tool), ...args];
    execFileSync(command!, rest, { stdio: 'pipe' });
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'undangin-drill-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  mkdirSync(data, { mode: 0o700 });
  if (asPostgres.length) execFileSync('chown', ['postgres', data]);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
