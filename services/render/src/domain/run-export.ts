import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beat, claimExport, failExport, finishExport } from '../repositories/render-exports';
import { ExportFailed, makeExport, type RenderContext } from './make-export';

export type { RenderContext } from './make-export';

/** `work`, or 'timed_out' after `ms`, when `onLate` frees what it holds (ffmpeg is killed, a hung Chromium closed). */
function deadline<T>(work: Promise<T>, ms: number, onLate: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onLate();
      reject(new ExportFailed('timed_out'));
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * One attempt at an export: claimed (or left to the worker that has it), made in a folder of its own, stored whole,
 * then marked done in one update. A worker that dies mid-way leaves no file at the export's address; the sweep gives
 * the export its second attempt.
 */
export async function runExport(ctx: RenderContext, exportId: string): Promise<void> {
  const em = ctx.orm.em.fork();
  const job = await claimExport(em, exportId, ctx.settings.staleSeconds);
  if (!job) return;
  const attempt = job.attempts;
  const started = Date.now();
  const stop = new AbortController();
  let progress = 0;
  let lost = false;
  let dir: string | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  try {
    dir = await mkdtemp(path.join(ctx.settings.tmpDir ?? os.tmpdir(), 'undangin-render-'));
    timer = setInterval(() => {
      void beat(ctx.orm.em.fork(), job.id, attempt, progress).then(
        (mine) => (lost ||= !mine),
        () => undefined,
      );
    }, ctx.settings.beatSeconds * 1000);
    const made = await deadline(
      makeExport(ctx, em, job, { dir, tell: (p) => (progress = Math.max(progress, p)), signal: stop.signal }),
      ctx.settings.timeoutSeconds * 1000,
      () => {
        stop.abort();
        void ctx.printer.close();
      },
    );
    if (lost) return;
    const key = `exports/${job.invitation_id}/${job.id}/${attempt}-${job.file_name}`;
    const size = await ctx.exports.put(key, made.file, made.type);
    const finished = await finishExport(em, job.id, attempt, { key, size, keepHours: ctx.settings.keepHours });
    if (!finished) await ctx.exports.remove(key);
    ctx.log.info({ exportId: job.id, kind: job.kind, attempt, size, ms: Date.now() - started }, 'export done');
  } catch (error) {
    const reason = error instanceof ExportFailed ? error.reason : 'render_failed';
    ctx.log.warn({ err: error, exportId: job.id, kind: job.kind, attempt, reason }, 'export failed');
    await failExport(em, job.id, attempt, reason);
  } finally {
    clearInterval(timer);
    stop.abort();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
