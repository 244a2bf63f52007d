import { randomBytes } from 'node:crypto';
import { servicePrefixes } from '@undangin/service-kit';

/** Meta's Graph API, where the Cloud API lives (an API the service calls, like Midtrans's; nothing a browser loads). */
const graphApi = { protocol: 'https', host: 'graph.facebook.com' };

/**
 * How the dashboard reaches WhatsApp: the Cloud API when its four settings are given; else, outside production, the
 * embedded sandbox speaking the same protocol; in production without them automatic sending is off ('Segera hadir').
 */
export interface WhatsappSettings {
  channel: 'cloud' | 'sandbox' | 'off';
  /** The Graph API's origin, or (sandbox) the path of this service's sandbox. */
  apiBaseUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** The Meta app's secret: the webhook's X-Hub-Signature-256 is an HMAC-SHA256 of the raw body with it. */
  appSecret: string;
  /** What Meta sends as hub.verify_token when the webhook is registered. */
  verifyToken: string;
  /** The sandbox posts its webhooks here (this very service). */
  webhookUrl: string;
  /** The approved templates' names (language `id`). */
  templates: { invitation: string; reminder: string };
  /** Links in messages and the header image point here. */
  siteUrl: string;
  /** The sandbox's viewer at /dev/whatsapp (loopback only): on with DEV_WHATSAPP=1, as `npm start` sets it. */
  devViewer: boolean;
  /** Messages sent at once by one replica. */
  concurrency: number;
  /** A message claimed by a worker that died is sent again after this long without a status from WhatsApp. */
  sendingGraceSeconds: number;
}

const prefix = servicePrefixes.dashboard;

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function readWhatsappSettings(env: NodeJS.ProcessEnv = process.env): WhatsappSettings {
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim() ?? '';
  const accessToken = env.WHATSAPP_ACCESS_TOKEN?.trim() ?? '';
  const configured = !!(phoneNumberId || accessToken);
  const missing = [
    'WHATSAPP_PHONE_NUMBER_ID',
    'WHATSAPP_ACCESS_TOKEN',
    'WHATSAPP_APP_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
  ].filter((name) => !env[name]?.trim());
  if (configured && missing.length)
    throw new Error(`Integrasi WhatsApp perlu ${missing.join(', ')} diisi bersama (lihat README, "Configuration")`);
  const channel = configured ? 'cloud' : env.NODE_ENV === 'production' ? 'off' : 'sandbox';
  // The sandbox's secrets are made per process: its webhooks go to this very process, and nobody else can sign one.
  const local = (label: string) => `${label}-lokal-${randomBytes(18).toString('base64url')}`;
  const siteUrl = new URL(env.SITE_URL ?? env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080').origin;
  return {
    channel,
    apiBaseUrl:
      channel === 'cloud'
        ? (env.WHATSAPP_API_URL?.replace(/\/$/, '') ?? `${graphApi.protocol}://${graphApi.host}`)
        : `${prefix}/whatsapp-sandbox`,
    apiVersion: env.WHATSAPP_API_VERSION?.trim() || 'v21.0',
    phoneNumberId: phoneNumberId || '100000000000001',
    accessToken: accessToken || local('EAAG-sandbox'),
    appSecret: env.WHATSAPP_APP_SECRET?.trim() || local('rahasia-aplikasi'),
    verifyToken: env.WHATSAPP_VERIFY_TOKEN?.trim() || local('token-verifikasi'),
    webhookUrl: `${prefix}/whatsapp/webhook`,
    templates: {
      invitation: env.WHATSAPP_TEMPLATE_INVITATION?.trim() || 'undangan_tamu',
      reminder: env.WHATSAPP_TEMPLATE_REMINDER?.trim() || 'pengingat_tamu',
    },
    siteUrl,
    devViewer: channel === 'sandbox' && /^(1|true|yes|on)$/i.test(env.DEV_WHATSAPP ?? ''),
    concurrency: positive(env.WHATSAPP_SEND_CONCURRENCY, 4),
    sendingGraceSeconds: positive(env.WHATSAPP_SENDING_GRACE_SECONDS, 60),
  };
}
