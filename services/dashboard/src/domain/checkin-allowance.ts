import { checkinAllowanceGuests } from '@undangin/contracts';
import { column, type Columns, type EntityManager } from '@undangin/db';
import { requireEntitlement } from '@undangin/service-kit';

const listed = column('guest_list_counts', 'listed', 'k');

/**
 * The check-in desk for an invitation (its owner's, a co-host's or a receptionist's): free for a list of up to
 * `checkinAllowanceGuests` guests, a stated allowance every plan has so a small event can try it; a larger list
 * needs `checkin` on its owner's plan, else 403 plan_required naming the plan. Read from the kept figures: one row
 * per shard, whatever the list's size.
 */
export async function requireDesk(em: EntityManager, invitationId: string): Promise<void> {
  const [row] = await em.execute<Array<Columns<'invitations', 'user_id'> & { listed: number }>>(
    `select i.user_id, coalesce((select sum(${listed}) from guest_list_counts k where k.invitation_id = i.id), 0)::int
       as listed from invitations i where i.id = ?`,
    [invitationId],
  );
  if (!row || row.listed <= checkinAllowanceGuests) return;
  await requireEntitlement(em, row.user_id, 'checkin');
}
