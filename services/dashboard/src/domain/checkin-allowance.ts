import { checkinAllowanceGuests } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { requireEntitlement } from '@undangin/service-kit';
import { deskListOf } from '../repositories/checkins';

/**
 * The check-in desk for an invitation (its owner's, a co-host's or a receptionist's): free for a list of up to
 * `checkinAllowanceGuests` guests, a stated allowance every plan has so a small event can try it; a larger list
 * needs `checkin` on its owner's plan, else 403 plan_required naming the plan.
 */
export async function requireDesk(em: EntityManager, invitationId: string): Promise<void> {
  const list = await deskListOf(em, invitationId);
  if (!list || list.listed <= checkinAllowanceGuests) return;
  await requireEntitlement(em, list.user_id, 'checkin');
}
