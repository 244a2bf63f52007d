import type { ActivePlan } from '@undangin/contracts';
import { column, limitsOf, type EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';

// Reads of plans and subscriptions (billing writes them): the plan in force for a host, as the dashboard shows it.

const periodEnd = column('subscriptions', 'current_period_end');

/** The plan whose limits the services enforce (limitsOf), with its name and how much of it is used. */
export async function activePlanOf(em: EntityManager, userId: string, invitationsUsed: number): Promise<ActivePlan> {
  const limits = await limitsOf(em, userId);
  const [row] = await em.execute<Array<{ name: string; price: number; period_end: string | Date | null }>>(
    `select p.name, p.price,
       (select s.${periodEnd} from subscriptions s where s.user_id = ? and s.plan_id = p.id and s.status = 'active'
          and (s.${periodEnd} is null or s.${periodEnd} > now()) order by s.created_at desc limit 1) as period_end
     from plans p where p.id = ?`,
    [userId, limits.planId],
  );
  const lapsed = limits.planId === 'gratis' ? await lastLapsedPlan(em, userId) : null;
  return {
    lapsed,
    id: limits.planId,
    name: row?.name ?? 'Gratis',
    price: row?.price ?? 0,
    max_invitations: limits.maxInvitations,
    max_guests_per_invitation: limits.maxGuestsPerInvitation,
    invitations_used: invitationsUsed,
    current_period_end: iso(row?.period_end),
  };
}

/** Nothing is deleted when a subscription ends: the host sees which plan ended and when, beside what is over the limit. */
async function lastLapsedPlan(em: EntityManager, userId: string): Promise<ActivePlan['lapsed']> {
  const [row] = await em.execute<Array<{ plan_name: string; ended_at: string | Date }>>(
    `select p.name as plan_name, s.${periodEnd} as ended_at from subscriptions s join plans p on p.id = s.plan_id
     where s.user_id = ? and s.${periodEnd} <= now() and s.status in ('active', 'expired')
     order by s.${periodEnd} desc limit 1`,
    [userId],
  );
  return row ? { plan_name: row.plan_name, ended_at: iso(row.ended_at) } : null;
}

/** A plan's display name. */
export async function planNameOf(em: EntityManager, planId: string): Promise<string> {
  const [row] = await em.execute<Array<{ name: string }>>(`select name from plans where id = ?`, [planId]);
  return row?.name ?? 'Gratis';
}
