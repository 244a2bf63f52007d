import { AppError } from '../errors';
import { serveWorker } from '../worker';

/** A worker for worker.test.ts: answers, refuses, hogs memory or never ends, as asked. */
serveWorker(async (input: { act: 'double' | 'refuse' | 'hog' | 'hang'; n?: number }) => {
  if (input.act === 'double') return (input.n ?? 0) * 2;
  if (input.act === 'refuse') throw new AppError(413, 'payload_too_large', 'Terlalu besar.');
  if (input.act === 'hog') {
    const kept: number[][] = [];
    for (;;) kept.push(new Array(1_000_000).fill(kept.length));
  }
  return new Promise<never>(() => setInterval(() => undefined, 1000));
});
