import type { FastifyPluginAsync } from 'fastify';
import { loopbackFetch, type HttpFetch } from '@undangin/service-kit';
import { sendOne, sweepUnfinished } from '../domain/whatsapp-send';
import { whatsappSendRoutes } from '../routes/whatsapp';
import { whatsappReminderRoutes } from '../routes/whatsapp/reminders';
import { runReminder } from '../domain/whatsapp-reminders';
import { whatsappWebhookRoutes } from '../routes/whatsapp/webhook';
import { deliverSandboxWebhook } from '../sandbox/webhook-delivery';
import { whatsappSandboxRoutes } from '../sandbox/whatsapp-sandbox';
import { recordChannel } from '../repositories/whatsapp-channel';
import { CloudApiChannel } from './cloud-api';
import type { WhatsappContext } from './context';
import { readWhatsappSettings, type WhatsappSettings } from './settings';

export interface WhatsappOptions {
  settings?: WhatsappSettings;
  /** Another HTTP client for the Cloud API (tests point the real adapter at a recording server). */
  http?: HttpFetch;
  /** Whether this process works the WhatsApp queues (every replica does; most tests do not). */
  workers?: boolean;
  /** Hands the built context to tests (to run a send or the sweep by hand). */
  onReady?: (whatsapp: WhatsappContext) => void;
}

/** Starts this replica's WhatsApp workers: sends, scheduled reminders, the sweep of lost jobs (every minute), the sandbox's webhooks. */
export async function startWhatsappWorkers(whatsapp: WhatsappContext): Promise<void> {
  const { jobs, settings } = whatsapp;
  await jobs.work<{ messageId: string }>(
    'whatsapp-send',
    (job) => sendOne(whatsapp, job.data.messageId),
    settings.concurrency,
  );
  await jobs.work<{ reminderId: string }>('whatsapp-reminders', (job) => runReminder(whatsapp, job.data.reminderId));
  await jobs.work('whatsapp-sweep', () => sweepUnfinished(whatsapp));
  await jobs.schedule('whatsapp-sweep', '* * * * *');
  // A replica that starts (after a crash, a deploy) looks for sends a dead worker left half done once they are past
  // the grace period, without waiting for the next minute.
  await jobs.send('whatsapp-sweep', {}, { startAfter: new Date(Date.now() + settings.sendingGraceSeconds * 1000) });
  if (settings.channel === 'sandbox')
    await jobs.work<{ body: object }>(
      'whatsapp-sandbox-webhooks',
      (job) => deliverSandboxWebhook(whatsapp, job.data.body),
      2,
    );
}

/** WhatsApp in the dashboard service: automatic sending, the webhook, the local sandbox when no Cloud API is set. */
export const whatsappPlugin =
  (options: WhatsappOptions = {}): FastifyPluginAsync =>
  async (app) => {
    const settings = options.settings ?? readWhatsappSettings();
    const http = options.http ?? loopbackFetch(app);
    const channel =
      settings.channel === 'off'
        ? null
        : new CloudApiChannel({
            kind: settings.channel,
            baseUrl: settings.apiBaseUrl,
            version: settings.apiVersion,
            phoneNumberId: settings.phoneNumberId,
            accessToken: settings.accessToken,
            fetch: http,
          });
    const whatsapp: WhatsappContext = {
      settings,
      channel,
      http,
      orm: app.orm,
      jobs: app.jobs,
      log: app.log,
      pausedUntil: 0,
    };
    app.decorate('whatsapp', whatsapp);
    // Written when the service is ready (a database that is down at start does not stop the service).
    app.addHook('onReady', async () => {
      await recordChannel(app.orm.em.fork(), settings.channel).catch((err: unknown) =>
        app.log.warn({ err }, 'whatsapp: channel not recorded'),
      );
    });
    await app.register(whatsappSendRoutes);
    await app.register(whatsappReminderRoutes);
    await app.register(whatsappWebhookRoutes);
    // The sandbox exists only while no Cloud API is configured (production without one has automatic sending off).
    if (settings.channel === 'sandbox') await app.register(whatsappSandboxRoutes);
    if (options.workers ?? true) await startWhatsappWorkers(whatsapp);
    options.onReady?.(whatsapp);
  };
