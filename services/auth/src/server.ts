import './tracing';
import { buildService, readConfig, runService } from '@undangin/service-kit';
import { authRoutes } from './app';
import { createMailer } from '@undangin/service-kit/mail';
import { readAuthSettings } from './settings';
import { loadSigningKey, publishSigningKey } from './signing-key';

async function main(): Promise<void> {
  const config = readConfig('auth');
  const settings = readAuthSettings();
  // The outbox is for development: in production, mail that is never sent would strand every reset.
  if (process.env.NODE_ENV === 'production' && !settings.smtpUrl) throw new Error('SMTP_URL wajib diisi di produksi');
  const signingKey = await loadSigningKey();
  const app = await buildService({
    config,
    routes: authRoutes({ signingKey, settings, mailer: createMailer(settings) }),
  });
  await publishSigningKey(app.orm.em.fork(), signingKey);
  await runService(app, config);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
