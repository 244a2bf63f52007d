import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './routes/analytics';
import { checkinRoutes } from './routes/checkin';
import { deskRoutes } from './routes/checkin/desk';
import { receptionRoutes } from './routes/checkin/reception';
import { guestRoutes } from './routes/guests';
import { invitationRoutes } from './routes/invitations';
import { mediaRoutes } from './routes/media';
import { meRoutes } from './routes/me';
import { sessionRoutes } from './routes/sessions';
import { sessionInviteRoutes } from './routes/sessions/invites';
import { sharingRoutes } from './routes/sharing';
import type { CoHostMail } from './domain/cohosts';
import { createMailer } from '@undangin/service-kit/mail';
import { exportStoreFromEnv, storageFromEnv, type ExportStore, type FileStorage } from '@undangin/service-kit/storage';
import { exportKeepHours } from '@undangin/contracts';
import { exportRoutes } from './routes/exports';
import { whatsappPlugin, type WhatsappOptions } from './whatsapp/plugin';
import { domainRoutes } from './routes/domains';
import { resellerRoutes } from './routes/resellers';
import { readDomainSettings, type DomainSettings } from './domain/domain-settings';
import { certificateCounter, checkDueDomains, startDomainChecks } from './plugins/domain-checks';

/** Custom domains' settings (domain-settings.ts); their scheduled checks run where the WhatsApp workers run. */
export interface DomainOptions {
  settings?: DomainSettings;
  workers?: boolean;
}

/** Co-host invitations go by SMTP_URL (else the local outbox, /dev/mail) and link to SITE_URL (else PUBLIC_ORIGIN). */
export function coHostMailFromEnv(env: NodeJS.ProcessEnv = process.env): CoHostMail {
  return {
    mailer: createMailer({
      smtpUrl: env.SMTP_URL || null,
      mailFrom: env.MAIL_FROM ?? 'Undangin <no-reply@undangin.id>',
    }),
    siteUrl: new URL(env.SITE_URL ?? env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080').origin,
  };
}

/** The dashboard service's routes, under /api/dashboard. */
export const dashboardRoutes =
  (
    storage: FileStorage = storageFromEnv(),
    whatsapp: WhatsappOptions = {},
    mail: CoHostMail = coHostMailFromEnv(),
    domains: DomainOptions = {},
    exports: ExportStore = exportStoreFromEnv(),
  ): FastifyPluginAsync =>
  async (app) => {
    await app.register(meRoutes);
    await app.register(invitationRoutes);
    await app.register(sessionRoutes);
    await app.register(sessionInviteRoutes);
    await app.register(mediaRoutes(storage));
    await app.register(guestRoutes);
    await app.register(checkinRoutes);
    await app.register(receptionRoutes);
    await app.register(deskRoutes);
    await app.register(analyticsRoutes);
    await app.register(sharingRoutes(mail));
    await app.register(whatsappPlugin(whatsapp));
    const domainSettings = domains.settings ?? readDomainSettings();
    await app.register(domainRoutes(domainSettings, mail.mailer));
    await app.register(resellerRoutes);
    await app.register(exportRoutes(exports, exportKeepHours(process.env.EXPORT_KEEP_HOURS)));
    const countCertificate = certificateCounter(app);
    if (domains.workers ?? whatsapp.workers ?? true)
      await startDomainChecks(
        app.jobs,
        () => checkDueDomains(app.orm, domainSettings, mail.mailer, app.log, countCertificate),
        domainSettings,
      );
  };
