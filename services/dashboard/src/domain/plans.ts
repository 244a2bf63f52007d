import type { EntityManager } from '@undangin/db';

export interface PlanLimits {
  planId: string;
  maxInvitations: number;
  maxGuestsPerInvitation: number;
}

/** The plan whose limits apply to a host: their active subscription's, else the free plan (-1 = no limit). */
export async function limitsOf(em: EntityManager, userId: string): Promise<PlanLimits> {
  const [row] = await em.execute<Array<{ id: string; max_invitations: number; max_guests_per_invitation: number }>>(
    `select p.id, p.max_invitations, p.max_guests_per_invitation from plans p
     where p.id = coalesce((select s.plan_id from subscriptions s where s.user_id = ? and s.status = 'active'
       and (s.current_period_end is null or s.current_period_end > now()) order by s.created_at desc limit 1), 'gratis')`,
    [userId],
  );
  return { planId: row?.id ?? 'gratis', maxInvitations: row?.max_invitations ?? 1, maxGuestsPerInvitation: row?.max_guests_per_invitation ?? 50 };
}
