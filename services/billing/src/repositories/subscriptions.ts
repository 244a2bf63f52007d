import type { SubscriptionView } from '@undangin/contracts';
import { column, type Columns, type EntityManager } from '@undangin/db';

const periodEnd = column('subscriptions', 'current_period_end');

/** The subscriptions table: which plan's limits apply to a host, and until when (null: no end). Written by billing alone. */
export type ActiveSubscription = Columns<'subscriptions', 'id' | 'plan_id' | 'current_period_end'>;

/** Holds the host's subscriptions until the transaction ends: two orders paid at once extend one after the other. */
export async function lockSubscriptionsOf(tx: EntityManager, userId: string): Promise<void> {
  await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`subscriptions:${userId}`]);
}

/** The subscription in force now: active and not past its end. */
export async function activeSubscription(tx: EntityManager, userId: string): Promise<ActiveSubscription | null> {
  const [row] = await tx.execute<ActiveSubscription[]>(
    `select id, plan_id, ${periodEnd} from subscriptions
     where user_id = ? and status = 'active' and (${periodEnd} is null or ${periodEnd} > now())
     order by created_at desc limit 1`,
    [userId],
  );
  return row ?? null;
}

export async function extendSubscription(
  tx: EntityManager,
  id: string,
  end: Date | null,
  orderId: string,
): Promise<void> {
  await tx.execute(`update subscriptions set ${periodEnd} = ?, order_id = ?, updated_at = now() where id = ?`, [
    end,
    orderId,
    id,
  ]);
}

/**
 * Starts the host on a plan from now. Another plan's subscription still running gives way to it ('cancelled'): the
 * host chose the new plan, and one plan's limits apply at a time. Ones whose period has run out are marked 'expired'.
 */
export async function startSubscription(
  tx: EntityManager,
  sub: { userId: string; planId: string; end: Date | null; orderId: string },
): Promise<void> {
  await tx.execute(
    `update subscriptions set status = case when ${periodEnd} is not null and ${periodEnd} <= now() then 'expired' else 'cancelled' end,
       updated_at = now() where user_id = ? and status = 'active'`,
    [sub.userId],
  );
  await tx.execute(
    `insert into subscriptions (user_id, plan_id, status, ${periodEnd}, order_id) values (?, ?, 'active', ?, ?)`,
    [sub.userId, sub.planId, sub.end, sub.orderId],
  );
}

/**
 * Takes back `seconds` of the host's running subscription of `planId` (all of it when null): its end moves earlier,
 * never before now; a subscription whose end arrives now stops ('cancelled'). Answers the new end, or undefined when
 * no subscription of that plan runs (the host moved to another plan since, which ended this one already).
 */
export async function withdrawSubscriptionTime(
  tx: EntityManager,
  userId: string,
  planId: string,
  seconds: number | null,
): Promise<{ end: string | null } | undefined> {
  const [row] = await tx.execute<Array<{ current_period_end: string | null }>>(
    `with running as (
       select id, case when ?::float8 is null or ${periodEnd} is null then now()
         else greatest(now(), ${periodEnd} - make_interval(secs => ?::float8)) end as new_end
       from subscriptions where user_id = ? and plan_id = ? and status = 'active'
         and (${periodEnd} is null or ${periodEnd} > now())
       order by created_at desc limit 1)
     update subscriptions s set ${periodEnd} = r.new_end,
       status = case when r.new_end <= now() then 'cancelled' else s.status end, updated_at = now()
     from running r where s.id = r.id returning s.${periodEnd}`,
    [seconds, seconds, userId, planId],
  );
  return row ? { end: row.current_period_end } : undefined;
}

type ViewRow = Columns<'subscriptions', 'plan_id' | 'status' | 'current_period_end'> & {
  plan_name: string;
  running: boolean;
};

/**
 * The host's subscription as billing shows it: the one in force; else the newest one if its period ran out
 * ('expired': the free plan's limits apply, nothing is deleted); else the free plan.
 */
export async function subscriptionView(em: EntityManager, userId: string): Promise<SubscriptionView> {
  const [row] = await em.execute<ViewRow[]>(
    `select s.plan_id, p.name as plan_name, s.status, s.${periodEnd},
       (s.${periodEnd} is null or s.${periodEnd} > now()) as running
     from subscriptions s join plans p on p.id = s.plan_id where s.user_id = ?
     order by (s.status = 'active' and (s.${periodEnd} is null or s.${periodEnd} > now())) desc, s.created_at desc limit 1`,
    [userId],
  );
  const end = row?.current_period_end ? new Date(row.current_period_end).toISOString() : null;
  if (row?.status === 'active' && row.running)
    return { plan_id: row.plan_id, plan_name: row.plan_name, status: 'active', current_period_end: end };
  if (row && (row.status === 'expired' || (row.status === 'active' && !row.running))) {
    return { plan_id: row.plan_id, plan_name: row.plan_name, status: 'expired', current_period_end: end };
  }
  const [free] = await em.execute<Array<{ name: string }>>(`select name from plans where id = 'gratis'`);
  return { plan_id: 'gratis', plan_name: free?.name ?? 'Gratis', status: 'free', current_period_end: null };
}
