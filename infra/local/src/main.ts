import './tracing';
import path from 'node:path';
import {
  assetOriginsFrom,
  defaultServicePortBase,
  serviceNames,
  servicePortOf,
  serviceUrlVariable,
  type ServiceName,
} from '@undangin/contracts';
import { stopTracing } from '@undangin/service-kit/tracing';
import { buildGateway } from './gateway';

const env = process.env;
const root = path.resolve(__dirname, '../../..');
// Each service at `{SERVICE}_URL` (a comma-separated list when it runs as several replicas), else on this machine at
// its port of the topology.
const service = (name: ServiceName) =>
  env[serviceUrlVariable(name)] ??
  `http://127.0.0.1:${servicePortOf(name, Number(env.SERVICE_PORT_BASE ?? defaultServicePortBase))}`;

async function main(): Promise<void> {
  const app = await buildGateway({
    root,
    services: Object.fromEntries(serviceNames.map((name) => [name, service(name)])) as Record<ServiceName, string>,
    // Filled by `npm start` (infra/local/publish-local.mjs) and by infra/publish/publish-remote.mjs.
    staticDir: env.STATIC_DIR ?? path.join(root, '.data', 'static'),
    uploadsDir: env.UPLOADS_DIR ?? path.join(root, '.data', 'uploads'),
    // JSON lines with the request id; GATEWAY_LOG=0 silences them.
    logger: env.GATEWAY_LOG === '0' ? false : { level: env.GATEWAY_LOG_LEVEL ?? env.LOG_LEVEL ?? 'info' },
    trustProxy: env.GATEWAY_TRUST_PROXY || false,
    devMail: /^(1|true|yes|on)$/i.test(env.DEV_MAIL ?? '') && !env.SMTP_URL && env.NODE_ENV !== 'production',
    devWhatsapp:
      /^(1|true|yes|on)$/i.test(env.DEV_WHATSAPP ?? '') && !env.WHATSAPP_ACCESS_TOKEN && env.NODE_ENV !== 'production',
    assetOrigins: assetOriginsFrom(env.ASSET_ORIGINS, env.S3_PUBLIC_URL),
    paymentOrigins: assetOriginsFrom(env.PAYMENT_ORIGINS),
  });
  const close = () =>
    void app
      .close()
      .then(() => stopTracing())
      .then(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  await app.listen({ host: env.HOST ?? '127.0.0.1', port: Number(env.PORT ?? 8080) });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
