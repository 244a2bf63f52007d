import type { RenderJob } from '@undangin/contracts';
import { exportStoreFromEnv, storageFromEnv, type ExportStore, type FileStorage } from '@undangin/service-kit/storage';
import type { FastifyPluginAsync } from 'fastify';
import { Printer } from './domain/chromium';
import { readRenderSettings, type RenderSettings } from './domain/render-settings';
import { runExport, type RenderContext } from './domain/run-export';
import { sweepExports } from './domain/sweep';

export interface RenderOptions {
  settings?: RenderSettings;
  uploads?: FileStorage;
  exports?: ExportStore;
}

/**
 * The render worker (issue 38): no route at the edge, only its probes and metrics. It takes exports from the job
 * queue, makes each in Chromium (PDF, the video's frames) and ffmpeg, and puts the file in the export store.
 */
export const renderWorker =
  (options: RenderOptions = {}): FastifyPluginAsync =>
  async (app) => {
    const settings = options.settings ?? readRenderSettings();
    const printer = new Printer(settings.chromium);
    const ctx: RenderContext = {
      orm: app.orm,
      uploads: options.uploads ?? storageFromEnv(),
      exports: options.exports ?? exportStoreFromEnv(),
      printer,
      settings,
      log: app.log,
    };
    // On SIGTERM the exports in hand finish first (up to their time limit), then Chromium closes.
    app.addHook('preClose', () => app.jobs.stop(settings.timeoutSeconds + 10));
    app.addHook('onClose', () => printer.close());
    await app.jobs.work<RenderJob>('render-exports', (job) => runExport(ctx, job.data.exportId), settings.concurrency);
    await app.jobs.work('render-sweep', () => sweepExports(ctx, app.jobs));
    await app.jobs.schedule('render-sweep', '* * * * *');
    // A replica that starts after another died (a restarted pod) takes over that one's exports without waiting for
    // the minute: now, and once their beats have gone stale.
    const sweep = () =>
      sweepExports(ctx, app.jobs).catch((err: unknown) => app.log.warn({ err }, 'render sweep failed'));
    await sweep();
    const again = setTimeout(() => void sweep(), (settings.staleSeconds + 1) * 1000);
    again.unref();
    app.addHook('onClose', () => clearTimeout(again));
  };
