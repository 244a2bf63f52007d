// A second, private stack for the chaos tests: `npm start` on its own ports and data folder, found through the
// supervisor's state file, stopped with Ctrl-C's signal.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startOtlpReceiver } from '../../infra/local/otlp-receiver.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
export const ports = {
  gateway: Number(env.CHAOS_PORT ?? 8288),
  serviceBase: Number(env.CHAOS_SERVICE_PORT_BASE ?? 4300),
  postgres: Number(env.CHAOS_PG_PORT ?? 54389),
};
const dataDir = env.CHAOS_DATA_DIR ?? '.data/chaos';
export const baseUrl = `http://127.0.0.1:${ports.gateway}`;
export const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${ports.postgres}/undangin`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The launcher's view of its processes (pids and ports), as it last wrote it. */
export const readState = () => JSON.parse(fs.readFileSync(path.join(root, dataDir, 'supervisor.json'), 'utf8'));

/** Every process id below `pid` (its children, theirs …), from /proc. */
export function descendants(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended while we looked
    }
  }
  const found = [];
  const visit = (p) => (children.get(p) ?? []).forEach((child) => (found.push(child), visit(child)));
  visit(pid);
  return found;
}

export const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts `node infra/local/start.mjs` with the chaos ports and `args`; resolves once the gateway answers.
 * The launcher's lines are kept in `lines` (the scenarios read the supervisor's restart notes there).
 */
export async function startStack(args = []) {
  fs.mkdirSync(path.join(root, dataDir), { recursive: true });
  const lines = [];
  // Every process of the stack exports its spans here: a failure's trace id must find its trace.
  const receiver = await startOtlpReceiver();
  const child = spawn(process.execPath, ['infra/local/start.mjs', ...args], {
    cwd: root,
    env: {
      ...env,
      PORT: String(ports.gateway),
      SERVICE_PORT_BASE: String(ports.serviceBase),
      PG_PORT: String(ports.postgres),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The load comes from many addresses, named in X-Forwarded-For: per-address limits stay as they are.
      GATEWAY_TRUST_PROXY: 'loopback',
      // The tests measure failover, not overload: a busy shared machine must not make the services shed load.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Postgres, once killed, stays away 5 s before the supervisor starts it again.
      PG_RESTART_DELAY_MS: '5000',
      // A send claimed by a worker that was killed goes out again after 5 s without a status (60 s in production).
      WHATSAPP_SENDING_GRACE_SECONDS: '5',
      // Sends paced as a real number's throughput would be, so a kill finds a send in the middle.
      WHATSAPP_SEND_CONCURRENCY: '2',
      // An export whose render worker was killed is taken again after 5 s without a beat (60 s in production).
      RENDER_STALE_SECONDS: '5',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Everything the stack printed (the services' JSON lines too), to read after a failed check.
  const logFile = fs.createWriteStream(path.join(root, dataDir, 'stack.log'));
  let buffered = '';
  const collect = (chunk) => {
    logFile.write(chunk);
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop();
    for (const line of parts) {
      lines.push({ at: Date.now(), line });
      if (env.CHAOS_VERBOSE || line.startsWith('[undangin]')) console.log(`    │ ${line.slice(0, 300)}`);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stack ended while starting (${child.exitCode})`);
    if (lines.some(({ line }) => line.includes('Ctrl-C untuk berhenti'))) break;
    if (Date.now() > deadline) throw new Error('the stack did not start within 10 minutes');
    await sleep(250);
  }
  return {
    child,
    lines,
    receiver,
    /** Ctrl-C: resolves with the launcher's exit code and the processes it left behind (should be none). */
    async stop() {
      const pids = descendants(child.pid);
      child.kill('SIGINT');
      const code = await new Promise((resolve) => child.once('exit', (c, signal) => resolve(c ?? signal)));
      logFile.end();
      await receiver.close();
      // A process id can be taken again by an unrelated process later: look only briefly.
      await waitFor(async () => !pids.some(isAlive), 3000, 'processes gone').catch(() => {});
      return { code, leftBehind: pids.filter(isAlive) };
    },
  };
}

/** Waits until `check()` is true, polling; resolves with the time waited in ms, or rejects after `timeoutMs`. */
export async function waitFor(check, timeoutMs, what) {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
  return Date.now() - started;
}

export async function withDatabase(work) {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Puts `count` names on the demo invitation's guest list (not yet answered) and returns them. */
export async function listGuests(slug, prefix, count) {
  const names = Array.from({ length: count }, (_, i) => `${prefix} ${String(i).padStart(4, '0')}`);
  await withDatabase((client) =>
    client.query(
      `insert into guests (invitation_id, name, source) select i.id, n, 'host' from invitations i, unnest($2::text[]) n
       where i.slug = $1`,
      [slug, names],
    ),
  );
  return names;
}

/** Which of `names` have an answer recorded. */
export const answeredNames = (slug, names) =>
  withDatabase(async (client) => {
    const { rows } = await client.query(
      `select g.name from guests g join invitations i on i.id = g.invitation_id
       where i.slug = $1 and g.name = any($2::text[]) and g.status <> 'pending'`,
      [slug, names],
    );
    return new Set(rows.map((row) => row.name));
  });

/** Whether the process on `port` answers /ready with 200 within a second. */
export const readyOn = (port) =>
  new Promise((resolve) => {
    const request = http.get(`http://127.0.0.1:${port}/ready`, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(1000, () => request.destroy());
  });

/** Ports a process listens on are found again after a restart: the pid now serving `port`, per the state file. */
export const pidOn = (port) =>
  Object.values(readState().services)
    .flat()
    .find((replica) => replica.port === port)?.pid ?? null;

export const hasPs = () => {
  try {
    execFileSync('ps', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
