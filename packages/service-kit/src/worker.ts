import { existsSync } from 'node:fs';
import path from 'node:path';
import { parentPort, Worker, workerData, type TransferListItem } from 'node:worker_threads';
import { AppError, type AppErrorCode } from './errors';

/** What a worker thread may use, and for how long. */
export interface WorkerLimits {
  /** The worker's own heap: past it V8 ends the worker, not the service. */
  maxOldGenerationMb: number;
  maxYoungGenerationMb: number;
  timeoutMs: number;
}

/** Why a worker gave no answer: it ran out of its memory, out of time, or died. */
export class WorkerRefusal extends Error {
  constructor(readonly reason: 'memory' | 'timeout' | 'crashed') {
    super(`worker ${reason}`);
    this.name = 'WorkerRefusal';
  }
}

type Answer<T> = { ok: T } | { refused: { status: number; code: AppErrorCode; message: string } } | { failed: string };

// Outside a bundle the worker is TypeScript: a bootstrap beside this file loads it through tsx. A bundle ships the
// worker compiled beside it (infra/docker/build-services.mjs), and never this path.
const tsBootstrap = path.join(__dirname, 'worker-bootstrap.cjs');

/** The worker's file: `<entry>.js` when built, else `<entry>.ts` through the bootstrap. */
function workerFile(entry: string): { file: string; data: (input: unknown) => unknown } {
  if (existsSync(`${entry}.js`)) return { file: `${entry}.js`, data: (input) => input };
  return { file: tsBootstrap, data: (input) => ({ entry: `${entry}.ts`, input }) };
}

/**
 * Runs `entry` (a file that calls serveWorker) on its own thread with its own heap cap and a deadline, so a hostile
 * input costs that thread, not the service's event loop or memory. An AppError the worker throws comes back as one.
 */
export function runInWorker<In, Out>(
  entry: string,
  input: In,
  limits: WorkerLimits,
  transfer: TransferListItem[] = [],
): Promise<Out> {
  const { file, data } = workerFile(entry);
  return new Promise<Out>((resolve, reject) => {
    let settled = false;
    const worker = new Worker(file, {
      workerData: data(input),
      transferList: transfer,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxOldGenerationMb,
        maxYoungGenerationSizeMb: limits.maxYoungGenerationMb,
      },
      stdout: false,
      stderr: false,
    });
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new WorkerRefusal('timeout'))), limits.timeoutMs);
    worker.once('message', (answer: Answer<Out>) =>
      settle(() => {
        if ('ok' in answer) resolve(answer.ok);
        else if ('refused' in answer)
          reject(new AppError(answer.refused.status, answer.refused.code, answer.refused.message));
        else reject(new Error(answer.failed));
      }),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() => reject(new WorkerRefusal(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed'))),
    );
    worker.once('exit', () => settle(() => reject(new WorkerRefusal('crashed'))));
  });
}

/** The worker's side: answers the one input it was started with. */
export function serveWorker<In, Out>(handle: (input: In) => Promise<Out>): void {
  if (!parentPort) throw new Error('serveWorker runs only in a worker thread');
  const port = parentPort;
  const input = (workerData as { input?: In; entry?: string })?.entry
    ? (workerData as { input: In }).input
    : (workerData as In);
  handle(input).then(
    (ok) => port.postMessage({ ok } satisfies Answer<Out>),
    (err: unknown) =>
      port.postMessage(
        (err instanceof AppError
          ? { refused: { status: err.status, code: err.code, message: err.message } }
          : { failed: err instanceof Error ? err.message : String(err) }) satisfies Answer<Out>,
      ),
  );
}

/** Busy: too many of this kind of work already run or wait on this replica. */
export class GateBusy extends Error {
  constructor() {
    super('gate busy');
    this.name = 'GateBusy';
  }
}

/**
 * At most `running` at a time on this process and at most `waiting` in line behind them; one more is refused at once
 * (GateBusy) rather than queued without end.
 */
export function concurrencyGate(running: number, waiting: number) {
  let active = 0;
  const queue: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (active >= running) {
      if (queue.length >= waiting) throw new GateBusy();
      await new Promise<void>((resolve) => queue.push(resolve));
    } else active += 1;
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
