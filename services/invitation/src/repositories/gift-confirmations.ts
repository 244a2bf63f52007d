import type { GiftChannel } from '@undangin/contracts';
import { publicInvitation, type EntityManager } from '@undangin/db';

// The invitation service's own table, readable by it alone: what guests sent is their hosts' business.

/** A confirmation as its hosts see it (times as the driver gives them). */
export interface GiftRow {
  id: string;
  name: string;
  channel: GiftChannel;
  amount: string | number | null;
  message: string | null;
  guest_id: string | null;
  guest_phone: string | null;
  thanked_at: Date | string | null;
  created_at: Date | string;
}

const ownerColumns = `c.id, c.name, c.channel, c.amount, c.message, c.guest_id, g.phone as guest_phone, c.thanked_at,
  c.created_at`;

/**
 * Keeps a guest's confirmation for the active invitation at `slug`, tied to the guest whose personal-link code `code`
 * is (when it is one of this invitation's). Null when there is no such invitation.
 */
export async function addGiftConfirmation(
  em: EntityManager,
  slug: string,
  code: string | null,
  gift: { name: string; channel: GiftChannel; amount: number | null; message: string | null },
): Promise<{ id: string; created_at: Date | string } | null> {
  const [row] = await em.execute<Array<{ id: string; created_at: Date | string }>>(
    `insert into gift_confirmations (invitation_id, guest_id, name, channel, amount, message)
     select i.id, (select g.id from guests g where g.invitation_id = i.id and g.code = ?::text), ?, ?, ?, ?
     from invitations i where i.slug = ? and ${publicInvitation('i')}
     returning id, created_at`,
    [code, gift.name, gift.channel, gift.amount, gift.message, slug],
  );
  return row ?? null;
}

/** Every confirmation of an invitation, newest first. */
export function listGiftConfirmations(em: EntityManager, invitationId: string): Promise<GiftRow[]> {
  return em.execute<GiftRow[]>(
    `select ${ownerColumns} from gift_confirmations c left join guests g on g.id = c.guest_id
     where c.invitation_id = ? order by c.created_at desc, c.id`,
    [invitationId],
  );
}

/** Marks a confirmation thanked (or not); null when it is not this invitation's. */
export async function setGiftThanked(
  em: EntityManager,
  invitationId: string,
  giftId: string,
  thanked: boolean,
): Promise<GiftRow | null> {
  const [row] = await em.execute<GiftRow[]>(
    `with changed as (
       update gift_confirmations set thanked_at = case when ? then coalesce(thanked_at, now()) end
       where id = ? and invitation_id = ? returning *)
     select ${ownerColumns} from changed c left join guests g on g.id = c.guest_id`,
    [thanked, giftId, invitationId],
  );
  return row ?? null;
}
