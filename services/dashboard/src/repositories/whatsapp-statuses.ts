import type { CloudStatusName } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

export interface StatusUpdate {
  wamid: string;
  /** Our message id echoed by WhatsApp (biz_opaque_callback_data), when it was sent with one. */
  messageId: string | null;
  status: CloudStatusName;
  at: Date;
  code: number | null;
  reason: string | null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Moves a message on by what WhatsApp says of it. States only move forward (sent → delivered → read); statuses come
 * out of order and more than once. A failure counts until the guest has the message (not after delivered or read).
 * Answers whether a message was found.
 */
export async function applyStatus(em: EntityManager, update: StatusUpdate): Promise<boolean> {
  const byId = update.messageId && uuid.test(update.messageId) ? update.messageId : null;
  const rank = (column: string) =>
    `(case ${column} when 'sent' then 2 when 'delivered' then 3 when 'read' then 4 when 'failed' then 2 else 1 end)`;
  const rows = await em.execute<Array<{ guest_id: string }>>(
    `with m as (
       update whatsapp_messages set
         wamid = coalesce(wamid, ?),
         status = case
           when ? = 'failed' then case when status in ('delivered', 'read', 'skipped') then status else 'failed' end
           when status in ('failed', 'skipped') and ? = 'sent' then status
           when ${rank('?::text')} > ${rank('status')} or status = 'failed' then ?
           else status end,
         sent_at = coalesce(sent_at, ?::timestamptz),
         delivered_at = case when ? in ('delivered', 'read') then coalesce(delivered_at, ?::timestamptz) else delivered_at end,
         read_at = case when ? = 'read' then coalesce(read_at, ?::timestamptz) else read_at end,
         failed_at = case when ? = 'failed' and status not in ('delivered', 'read') then ?::timestamptz else failed_at end,
         error_code = case when ? = 'failed' and status not in ('delivered', 'read') then ?::int else error_code end,
         error_reason = case when ? = 'failed' and status not in ('delivered', 'read') then ? else error_reason end,
         updated_at = now()
       where wamid = ? or id = ?::uuid
       returning guest_id, status)
     update guests g set sent_at = coalesce(g.sent_at, ?::timestamptz), updated_at = now()
     from m where g.id = m.guest_id and m.status in ('sent', 'delivered', 'read')
     returning g.id as guest_id`,
    [
      update.wamid,
      update.status,
      update.status,
      update.status,
      update.status,
      update.at,
      update.status,
      update.at,
      update.status,
      update.at,
      update.status,
      update.at,
      update.status,
      update.code,
      update.status,
      update.reason,
      update.wamid,
      byId,
      update.at,
    ],
  );
  if (rows.length) return true;
  const [found] = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from whatsapp_messages where wamid = ? or id = ?::uuid`,
    [update.wamid, byId],
  );
  return (found?.n ?? 0) > 0;
}

/**
 * A guest asked to stop: the host of the message they answered (or of the last one sent to their number) never
 * messages that number again. Answers the host's id, or null when no host ever messaged the number.
 */
export async function recordOptOut(em: EntityManager, phone: string, repliedTo: string | null): Promise<string | null> {
  const [row] = await em.execute<Array<{ user_id: string }>>(
    `with host as (
       select i.user_id from whatsapp_messages m join invitations i on i.id = m.invitation_id
       where m.phone = ? order by (m.wamid = ?) desc nulls last, m.sent_at desc nulls last, m.created_at desc limit 1),
     stored as (
       insert into whatsapp_opt_outs (user_id, phone) select user_id, ? from host on conflict do nothing)
     select user_id from host`,
    [phone, repliedTo ?? '', phone],
  );
  if (row) {
    // What was still waiting for that number from that host is not sent.
    await em.execute(
      `update whatsapp_messages m set status = 'skipped', error_reason = 'Tamu membalas BERHENTI', updated_at = now()
       from invitations i where i.id = m.invitation_id and i.user_id = ? and m.phone = ? and m.status = 'queued'`,
      [row.user_id, phone],
    );
  }
  return row?.user_id ?? null;
}
