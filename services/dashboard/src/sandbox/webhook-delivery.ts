import { webhookSignature } from '../whatsapp/cloud-api';
import type { WhatsappContext } from '../whatsapp/context';

/** Posts one of the sandbox's webhooks as Meta does: the JSON body signed with the app secret; refused → retried. */
export async function deliverSandboxWebhook(whatsapp: WhatsappContext, body: object): Promise<void> {
  const raw = JSON.stringify(body);
  const response = await whatsapp.http(whatsapp.settings.webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': webhookSignature(raw, whatsapp.settings.appSecret),
      'user-agent': 'facebookexternalua',
    },
    body: raw,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`Webhook dijawab ${response.status}`);
}
