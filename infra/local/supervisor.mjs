// The local supervisor behind `npm start`: keeps each process running, restarting one that ended with a growing
// pause, and stops them all when asked. Says what it does in Indonesian, like the rest of the launcher.

/** Pause before the n-th restart in a row (0-based): 0.25 s, 0.5 s, 1 s, 2 s … at most 30 s. */
export const restartDelayMs = (attempt, { initialMs = 250, maxMs = 30_000 } = {}) =>
  Math.min(initialMs * 2 ** attempt, maxMs);

/** A process that ran this long since its last start counts as healthy: its next restart starts the pauses over. */
const stableAfterMs = 30_000;

const howItEnded = (code, signal) => (signal ? `sinyal ${signal}` : `kode ${code}`);

/**
 * Runs `start()` (which returns a ChildProcess) and starts it again whenever it ends, until `stop()`.
 * @param {{ label: string, start: () => import('node:child_process').ChildProcess, log: (m: string) => void,
 *   onStart?: (child: import('node:child_process').ChildProcess) => void, onExit?: (code: number | null, signal: string | null) => void,
 *   initialMs?: number, maxMs?: number, now?: () => number }} options
 */
export function supervise({
  label,
  start,
  log,
  onStart = () => {},
  onExit = () => {},
  initialMs,
  maxMs,
  now = Date.now,
}) {
  let child = null;
  let stopping = false;
  let attempt = 0;
  let startedAt = 0;
  let timer = null;
  let exited = Promise.resolve();
  let restarts = 0;

  const run = () => {
    timer = null;
    if (stopping) return;
    startedAt = now();
    const current = start();
    child = current;
    onStart(current);
    exited = new Promise((resolve) => {
      current.once('exit', (code, signal) => {
        child = null;
        resolve();
        onExit(code, signal);
        if (stopping) return;
        if (now() - startedAt >= stableAfterMs) attempt = 0;
        const delay = restartDelayMs(attempt, { initialMs, maxMs });
        attempt += 1;
        restarts += 1;
        log(
          `${label} berhenti (${howItEnded(code, signal)}); dijalankan ulang dalam ${(delay / 1000).toLocaleString('id-ID')} dtk (percobaan ke-${attempt})`,
        );
        timer = setTimeout(run, delay);
      });
    });
  };
  run();

  return {
    label,
    get pid() {
      return child?.pid ?? null;
    },
    get restarts() {
      return restarts;
    },
    /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone and will not be started again. */
    async stop(graceMs = 10_000) {
      stopping = true;
      if (timer) clearTimeout(timer);
      const current = child;
      if (current) {
        const force = setTimeout(() => current.kill('SIGKILL'), graceMs);
        force.unref();
        current.kill('SIGTERM');
        await exited;
        clearTimeout(force);
      }
    },
  };
}

/**
 * Keeps the embedded Postgres running: when its postmaster ends while nobody asked, starts it again (a crash leaves
 * its server processes exiting for a moment, so a first try may be refused; the pauses grow as for the services).
 * @param {{ postgres: { onExit: (listener: (code: number | null, signal: string | null) => void) => void,
 *   restart: () => Promise<void> }, log: (m: string) => void, isStopping: () => boolean, onRestart?: () => void,
 *   firstDelayMs?: number, initialMs?: number, maxMs?: number }} options
 */
export function watchPostgres({
  postgres,
  log,
  isStopping,
  onRestart = () => {},
  firstDelayMs = 500,
  initialMs = 500,
  maxMs = 10_000,
}) {
  const restart = async (attempt) => {
    if (isStopping()) return;
    try {
      await postgres.restart();
      log('Postgres berjalan lagi');
      onRestart();
    } catch (error) {
      const delay = restartDelayMs(attempt, { initialMs, maxMs });
      log(`Postgres belum dapat dijalankan (${error?.message ?? error}); dicoba lagi dalam ${delay / 1000} dtk`);
      setTimeout(() => void restart(attempt + 1), delay);
    }
  };
  postgres.onExit((code, signal) => {
    if (isStopping()) return;
    log(`Postgres berhenti tiba-tiba (${howItEnded(code, signal)}); dijalankan ulang`);
    setTimeout(() => void restart(0), firstDelayMs);
  });
}

/**
 * How many replicas of each service: `--replicas invitation=3,auth=2` (or `--replicas=…`, repeatable) on the command
 * line, else REPLICAS in the environment; every other service runs once. At most 9 (ports step by 10).
 * @returns {Record<string, number>}
 */
export function parseReplicas(argv, envValue, serviceNames) {
  const specs = [];
  argv.forEach((arg, index) => {
    if (arg === '--replicas' && argv[index + 1]) specs.push(argv[index + 1]);
    else if (arg.startsWith('--replicas=')) specs.push(arg.slice('--replicas='.length));
  });
  if (specs.length === 0 && envValue) specs.push(envValue);
  const counts = Object.fromEntries(serviceNames.map((name) => [name, 1]));
  for (const part of specs.flatMap((spec) => spec.split(',')).filter((p) => p.trim())) {
    const [name, value] = part.split('=').map((s) => s.trim());
    const count = Number(value);
    if (!serviceNames.includes(name))
      throw new Error(`--replicas: layanan "${name}" tidak dikenal (pilih dari ${serviceNames.join(', ')})`);
    if (!Number.isInteger(count) || count < 1 || count > 9)
      throw new Error(`--replicas: jumlah replika ${name} harus 1 sampai 9, bukan "${value}"`);
    counts[name] = count;
  }
  return counts;
}

/** Replica i (0-based) of a service listens 10 ports above replica i-1: 4003, 4013, 4023 … */
export const replicaPort = (basePort, index) => basePort + 10 * index;
