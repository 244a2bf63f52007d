import type { EntityManager } from '@undangin/db';
import type { WhatsappSettings } from '../whatsapp/settings';

/** Records which WhatsApp channel this server runs (the catalogue marks 'Integrasi WhatsApp' by it). */
export async function recordChannel(em: EntityManager, channel: WhatsappSettings['channel']): Promise<void> {
  await em.execute(
    `insert into whatsapp_channel (id, channel) values (1, ?)
     on conflict (id) do update set channel = excluded.channel, updated_at = now()`,
    [channel],
  );
}
