// The platform as `npm start` runs it, on ports and a data folder of the bench's own, started and stopped by the bench.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const root = path.resolve(import.meta.dirname, '../../..');

/** Ports away from `npm start` (8080, 4001…, 54329) and from the tests' own. */
export const benchPorts = {
  gateway: Number(process.env.BENCH_PORT ?? 8390),
  serviceBase: Number(process.env.BENCH_SERVICE_PORT_BASE ?? 4500),
  postgres: Number(process.env.BENCH_PG_PORT ?? 54397),
};

async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/**
 * Starts the stack (the front ends must be built already) and answers once the gateway and every service answer
 * ready, with the time that took and where everything listens. `env`: settings added for every process (a service's
 * cache size), as an operator would set them.
 */
export async function startStack({ dataDir, fresh, env = {} }) {
  if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(path.dirname(dataDir), 0o755);
  const started = performance.now();
  const child = spawn(process.execPath, ['infra/local/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(benchPorts.gateway),
      SERVICE_PORT_BASE: String(benchPorts.serviceBase),
      PG_PORT: String(benchPorts.postgres),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // A stack of its own: the dev outbox and the demo content, as `npm start` has them.
      SEED_DEMO: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${benchPorts.gateway}`;
  try {
    await Promise.race([
      waitUntil(async () => (await fetch(`${base}/gateway/health`)).ok, 300_000, 'gateway'),
      exited.then((code) => {
        throw new Error(`the stack ended (${code}) while starting:\n${output}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGINT');
    throw error;
  }
  const state = JSON.parse(fs.readFileSync(path.join(dataDir, 'supervisor.json'), 'utf8'));
  const services = Object.fromEntries(
    Object.entries(state.services).map(([name, replicas]) => [name, `http://127.0.0.1:${replicas[0].port}`]),
  );
  await waitUntil(
    async () => (await Promise.all(Object.values(services).map((url) => fetch(`${url}/ready`)))).every((r) => r.ok),
    60_000,
    'services',
  );
  return {
    base,
    services,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${benchPorts.postgres}/undangin`,
    startMs: performance.now() - started,
    /** The process id of a service's first replica, or the gateway's, now (as the supervisor records them). */
    pidOf(name) {
      const now = JSON.parse(fs.readFileSync(path.join(dataDir, 'supervisor.json'), 'utf8'));
      return name === 'gateway' ? now.gateway.pid : now.services[name][0].pid;
    },
    async stop() {
      child.kill('SIGINT');
      await Promise.race([exited, sleep(30_000)]);
    },
    /**
     * Stops the stack and starts it again on the same data folder with `env` instead (warm, new processes, the same
     * ports): this object becomes the new stack, so whoever holds it stops the new one.
     */
    async restart(nextEnv = {}) {
      await this.stop();
      Object.assign(this, await startStack({ dataDir, fresh: false, env: nextEnv }));
    },
  };
}
