import { cloudErrorReason, isOptOut, normalizeWhatsapp, type CloudWebhook } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { applyStatus, recordOptOut } from '../repositories/whatsapp-statuses';

export interface WebhookOutcome {
  statuses: number;
  /** Statuses of messages this platform does not know (sent from elsewhere with the same number). */
  unknown: number;
  optOuts: number;
}

const when = (timestamp: string) => {
  const seconds = Number.parseInt(timestamp, 10);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
};

/** What a verified webhook tells: each message's status, and guests who asked to stop (BERHENTI, STOP). */
export async function handleWebhook(em: EntityManager, body: CloudWebhook): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { statuses: 0, unknown: 0, optOuts: 0 };
  for (const entry of body.entry ?? []) {
    for (const change of entry.changes ?? []) {
      if (change.field !== 'messages') continue;
      for (const status of change.value.statuses ?? []) {
        const code = status.errors?.[0]?.code ?? null;
        const found = await applyStatus(em, {
          wamid: status.id,
          messageId: status.biz_opaque_callback_data ?? null,
          status: status.status,
          at: when(status.timestamp),
          code,
          reason: status.status === 'failed' ? cloudErrorReason(code).reason : null,
        });
        if (found) outcome.statuses += 1;
        else outcome.unknown += 1;
      }
      for (const message of change.value.messages ?? []) {
        const text = message.text?.body ?? message.button?.text;
        if (!isOptOut(text)) continue;
        if (await recordOptOut(em, normalizeWhatsapp(message.from), message.context?.id ?? null)) outcome.optOuts += 1;
      }
    }
  }
  return outcome;
}
