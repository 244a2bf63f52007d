import path from 'node:path';
import { assetOriginsFrom } from '@undangin/contracts';
import { buildGateway } from './gateway';

const env = process.env;
const root = path.resolve(__dirname, '../../..');
const service = (name: string, port: number) => env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${port}`;

async function main(): Promise<void> {
  const app = await buildGateway({
    root,
    services: {
      auth: service('auth', 4001),
      marketing: service('marketing', 4002),
      invitation: service('invitation', 4003),
      dashboard: service('dashboard', 4004),
      admin: service('admin', 4005),
      billing: service('billing', 4006),
    },
    // Filled by `npm start` (infra/local/publish-local.mjs) and by infra/publish/publish-remote.mjs.
    staticDir: env.STATIC_DIR ?? path.join(root, '.data', 'static'),
    uploadsDir: env.UPLOADS_DIR ?? path.join(root, '.data', 'uploads'),
    logger: env.GATEWAY_LOG === '1',
    devMail: /^(1|true|yes|on)$/i.test(env.DEV_MAIL ?? '') && !env.SMTP_URL && env.NODE_ENV !== 'production',
    assetOrigins: assetOriginsFrom(env.ASSET_ORIGINS, env.S3_PUBLIC_URL),
    paymentOrigins: assetOriginsFrom(env.PAYMENT_ORIGINS),
  });
  const close = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  await app.listen({ host: env.HOST ?? '127.0.0.1', port: Number(env.PORT ?? 8080) });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
