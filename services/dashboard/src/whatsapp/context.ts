import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CloudInboundMessage, CloudStatus, CloudWebhook } from '@undangin/contracts';
import type { HttpFetch } from '@undangin/service-kit';
import type { WhatsappChannel } from './cloud-api';
import type { WhatsappSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** WhatsApp as this service reaches it, made once (whatsappRoutes). */
    whatsapp: WhatsappContext;
  }
}

export interface WhatsappContext {
  settings: WhatsappSettings;
  /** The Cloud API or the sandbox; null when automatic sending is off (production without its settings). */
  channel: WhatsappChannel | null;
  /** HTTP for the sandbox's webhooks, which go to this very service. */
  http: HttpFetch;
  orm: FastifyInstance['orm'];
  jobs: FastifyInstance['jobs'];
  log: FastifyBaseLogger;
  /** Until when this replica holds its sends: WhatsApp asked it to slow down (429, rate or quality limits). */
  pausedUntil: number;
}

/** A webhook body as Meta posts it, for the business number of these settings. */
export function webhookBody(
  settings: WhatsappSettings,
  value: {
    statuses?: CloudStatus[];
    messages?: CloudInboundMessage[];
    contacts?: Array<{ profile: { name: string }; wa_id: string }>;
  },
): CloudWebhook {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '100000000000009',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '6281100000000', phone_number_id: settings.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}
