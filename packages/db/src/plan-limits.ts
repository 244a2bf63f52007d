import type { EntityManager } from '@mikro-orm/postgresql';

export interface PlanLimits {
  planId: string;
  maxInvitations: number;
  maxGuestsPerInvitation: number;
}

/**
 * The plan whose limits apply to a host (read by the dashboard for what hosts add, and by the invitation service
 * for guests who add themselves by answering): their active subscription's, else the free plan (-1 = no
 * limit).
 */
export async function limitsOf(em: EntityManager, userId: string): Promise<PlanLimits> {
  const [row] = await em.execute<Array<{ id: string; max_invitations: number; max_guests_per_invitation: number }>>(
    `select p.id, p.max_invitations, p.max_guests_per_invitation from plans p
     where p.id = coalesce((select s.plan_id from subscriptions s where s.user_id = ? and s.status = 'active'
       and (s.current_period_end is null or s.current_period_end > now()) order by s.created_at desc limit 1), 'gratis')`,
    [userId],
  );
  return { planId: row?.id ?? 'gratis', maxInvitations: row?.max_invitations ?? 1, maxGuestsPerInvitation: row?.max_guests_per_invitation ?? 50 };
}

/**
 * Guests that count against the plan's limit: everyone on the list, whether the host added them or they answered
 * the invitation themselves. Walk-ins recorded at the door do not (nobody is turned away at the venue by a plan),
 * unless the host later sends them the invitation like a listed guest.
 */
export async function listedGuests(em: EntityManager, invitationId: string): Promise<number> {
  const [row] = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from guests where invitation_id = ? and (source <> 'walkin' or sent_at is not null)`,
    [invitationId],
  );
  return row?.n ?? 0;
}
