import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { parseReplicas, replicaPort, restartDelayMs, supervise, watchPostgres } from './supervisor.mjs';

const services = ['auth', 'marketing', 'invitation', 'dashboard', 'admin', 'billing'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sleeper = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe('the local supervisor', () => {
  it('starts a process that was killed again, says so in Indonesian, and waits longer each time it keeps ending', async () => {
    const said: string[] = [];
    const handle = supervise({ label: 'marketing', start: sleeper, log: (m) => said.push(m), initialMs: 50 });
    try {
      for (let round = 1; round <= 3; round += 1) {
        const pid = handle.pid!;
        process.kill(pid, 'SIGKILL');
        await until(() => handle.pid !== null && handle.pid !== pid);
      }
      expect(handle.restarts).toBe(3);
      expect(said).toEqual([
        'marketing berhenti (sinyal SIGKILL); dijalankan ulang dalam 0,05 dtk (percobaan ke-1)',
        'marketing berhenti (sinyal SIGKILL); dijalankan ulang dalam 0,1 dtk (percobaan ke-2)',
        'marketing berhenti (sinyal SIGKILL); dijalankan ulang dalam 0,2 dtk (percobaan ke-3)',
      ]);
    } finally {
      await handle.stop();
    }
  });

  it('stops for good: the process is gone and nothing starts it again', async () => {
    const handle = supervise({ label: 'auth', start: sleeper, log: () => {}, initialMs: 10 });
    const pid = handle.pid!;
    await handle.stop();
    expect(alive(pid)).toBe(false);
    await sleep(100);
    expect(handle.pid).toBeNull();
  });

  it('kills a process that ignores SIGTERM after the grace period', async () => {
    const stubborn = () =>
      spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], {
        stdio: 'ignore',
      });
    const handle = supervise({ label: 'admin', start: stubborn, log: () => {} });
    const pid = handle.pid!;
    await sleep(300); // the child installs its handler
    await handle.stop(200);
    expect(alive(pid)).toBe(false);
  });

  it('pauses 0.25 s, 0.5 s, 1 s … at most 30 s before restarts in a row', () => {
    expect([0, 1, 2, 3, 10, 20].map((attempt) => restartDelayMs(attempt))).toEqual([
      250, 500, 1000, 2000, 30_000, 30_000,
    ]);
  });

  it('starts Postgres again when it ended unasked, retrying while it refuses, and never while stopping', async () => {
    const postgres = new EventEmitter();
    let attempts = 0;
    let stopping = false;
    const said: string[] = [];
    watchPostgres({
      postgres: {
        onExit: (listener) => void postgres.on('exit', listener),
        restart: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('pre-existing shared memory block is still in use');
        },
      },
      log: (m) => said.push(m),
      isStopping: () => stopping,
      firstDelayMs: 10,
      initialMs: 10,
    });
    postgres.emit('exit', null, 'SIGKILL');
    await until(() => said.includes('Postgres berjalan lagi'));
    expect(attempts).toBe(2);
    expect(said[0]).toBe('Postgres berhenti tiba-tiba (sinyal SIGKILL); dijalankan ulang');
    stopping = true;
    postgres.emit('exit', 0, null);
    await sleep(50);
    expect(attempts).toBe(2);
  });
});

describe('--replicas', () => {
  it('reads the flag, then REPLICAS; every other service runs once', () => {
    expect(parseReplicas(['--replicas', 'invitation=3,auth=2'], undefined, services)).toMatchObject({
      invitation: 3,
      auth: 2,
      marketing: 1,
    });
    expect(parseReplicas(['--replicas=invitation=2'], 'invitation=5', services).invitation).toBe(2);
    expect(parseReplicas([], 'invitation=5', services).invitation).toBe(5);
    expect(parseReplicas([], undefined, services).invitation).toBe(1);
  });

  it('refuses an unknown service or a count outside 1–9, in Indonesian', () => {
    expect(() => parseReplicas(['--replicas', 'undangan=2'], undefined, services)).toThrow(/tidak dikenal/);
    expect(() => parseReplicas(['--replicas', 'invitation=10'], undefined, services)).toThrow(/1 sampai 9/);
    expect(() => parseReplicas(['--replicas', 'invitation=0'], undefined, services)).toThrow(/1 sampai 9/);
  });

  it('puts replica i ten ports above replica i-1', () => {
    expect([0, 1, 2].map((i) => replicaPort(4003, i))).toEqual([4003, 4013, 4023]);
  });
});
