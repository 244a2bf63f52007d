import path from 'node:path';
import { AppError } from './errors';
import { concurrencyGate, GateBusy, runInWorker, WorkerRefusal } from './worker';

const entry = path.join(__dirname, 'test-workers', 'behaviour.worker');
const limits = { maxOldGenerationMb: 64, maxYoungGenerationMb: 16, timeoutMs: 5_000 };

describe('runInWorker', () => {
  it("answers with the worker's result", async () => {
    expect(await runInWorker(entry, { act: 'double', n: 21 }, limits)).toBe(42);
  });

  it("gives back the worker's AppError as one", async () => {
    const refused = runInWorker(entry, { act: 'refuse' }, limits);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ status: 413, code: 'payload_too_large', message: 'Terlalu besar.' });
  });

  it('ends a worker that passes its heap, and the process lives on', async () => {
    const rssBefore = process.memoryUsage().rss;
    await expect(runInWorker(entry, { act: 'hog' }, limits)).rejects.toEqual(new WorkerRefusal('memory'));
    expect(await runInWorker(entry, { act: 'double', n: 1 }, limits)).toBe(2);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  }, 30_000);

  it('ends a worker that passes its deadline', async () => {
    const hung = runInWorker(entry, { act: 'hang' }, { ...limits, timeoutMs: 1_500 });
    await expect(hung).rejects.toEqual(new WorkerRefusal('timeout'));
  }, 30_000);
});

describe('concurrencyGate', () => {
  it('runs at most `running` at once, queues `waiting` more and refuses the next at once', async () => {
    const gate = concurrencyGate(1, 1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const first = gate(async () => {
      order.push('first starts');
      await held;
      order.push('first ends');
    });
    const second = gate(async () => {
      order.push('second starts');
    });
    await expect(gate(async () => 'third')).rejects.toBeInstanceOf(GateBusy);
    expect(order).toEqual(['first starts']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    expect(await gate(async () => 'later')).toBe('later');
  });
});
