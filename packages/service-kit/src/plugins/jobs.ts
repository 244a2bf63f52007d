import fp from 'fastify-plugin';
import { JobQueue } from '@undangin/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's job queue (packages/jobs); it connects on first use. */
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  url: string;
  role: string | null;
  pollingIntervalSeconds?: number;
}

/** Every service can queue and work jobs as its own role; closing the app stops its workers after their jobs. */
export const jobsPlugin = fp<JobsPluginOptions>(async (app, options) => {
  const jobs = new JobQueue({
    databaseUrl: options.url,
    dbRole: options.role,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
});
