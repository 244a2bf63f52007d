import type { EntityManager } from '@mikro-orm/postgresql';
// The entitlements module alone: the migrations bundle carries no schema library.
import { isEntitlement, type Entitlement } from '@undangin/contracts/src/billing/entitlements';
import { preparedRows } from './prepared';
import { column, type Columns } from './typed-sql';

const maxGuests = column('plans', 'max_guests_per_invitation');

const periodEnd = column('subscriptions', 'current_period_end');

export interface PlanLimits {
  planId: string;
  maxInvitations: number;
  maxGuestsPerInvitation: number;
  /** Bytes of uploads the host may keep (-1: no limit). */
  storageQuotaBytes: number;
}

/** SQL for the id of the plan in force for the user whose id is the SQL expression `userId`: their active subscription's, else the free plan. */
export const planInForceSql = (userId: string) =>
  `coalesce((select s.plan_id from subscriptions s where s.user_id = ${userId} and s.status = 'active'
     and (s.${periodEnd} is null or s.${periodEnd} > now()) order by s.created_at desc limit 1), 'gratis')`;

/**
 * The plan whose limits apply to a host (read by the dashboard for what hosts add, and by the invitation service
 * for guests who add themselves by answering): their active subscription's, else the free plan (-1 = no
 * limit).
 */
export async function limitsOf(em: EntityManager, userId: string): Promise<PlanLimits> {
  const [row] = await preparedRows<{
    id: string;
    max_invitations: number;
    max_guests_per_invitation: number;
    storage_quota_mb: number;
  }>(
    em,
    `select p.id, p.max_invitations, p.${maxGuests}, p.storage_quota_mb from plans p
     where p.id = ${planInForceSql('?')}`,
    [userId],
  );
  const quotaMb = row?.storage_quota_mb ?? 100;
  return {
    planId: row?.id ?? 'gratis',
    maxInvitations: row?.max_invitations ?? 1,
    maxGuestsPerInvitation: row?.max_guests_per_invitation ?? 50,
    storageQuotaBytes: quotaMb === -1 ? -1 : quotaMb * 1024 * 1024,
  };
}

/**
 * What the plan in force lets a host do beyond its numbers (the plan `limitsOf` reads: same bounds, so a renewal or a
 * lapse shows at the next request). Kept for the life of `em`, a request's own EntityManager: one query per request
 * however many gates ask.
 */
export function entitlementsOf(em: EntityManager, userId: string): Promise<ReadonlySet<Entitlement>> {
  const known = asked.get(em) ?? new Map<string, Promise<ReadonlySet<Entitlement>>>();
  asked.set(em, known);
  let read = known.get(userId);
  if (!read) {
    read = em
      .execute<Array<Columns<'plans', 'entitlements'>>>(
        `select p.entitlements from plans p where p.id = ${planInForceSql('?')}`,
        [userId],
      )
      .then(([row]) => new Set((row?.entitlements ?? []).filter(isEntitlement)));
    known.set(userId, read);
    // A failed read is not kept: the next gate asks again.
    read.catch(() => known.delete(userId));
  }
  return read;
}

/** SQL: whether the plan in force of the user whose id is the SQL expression `userId` includes `entitlement`. */
export const hasEntitlementSql = (userId: string, entitlement: Entitlement) =>
  `exists (select 1 from plans pe where pe.id = ${planInForceSql(userId)} and '${entitlement}' = any(pe.entitlements))`;

const asked = new WeakMap<EntityManager, Map<string, Promise<ReadonlySet<Entitlement>>>>();

/** The cheapest plan on sale that includes `entitlement`, or null when none does. */
export async function cheapestPlanWith(
  em: EntityManager,
  entitlement: Entitlement,
): Promise<Columns<'plans', 'id' | 'name'> | null> {
  const [row] = await em.execute<Array<Columns<'plans', 'id' | 'name'>>>(
    `select id, name from plans where is_active and ? = any(entitlements) order by price, name limit 1`,
    [entitlement],
  );
  return row ?? null;
}

/** An answer from a name not on the host's list ('Tamu tidak terdaftar') until the host approves it; `alias` is the guests table's. */
export const unlistedAnswer = (alias: string) => `(${alias}.source = 'rsvp' and ${alias}.approved_at is null)`;

/**
 * How many answers from names not on the list an invitation takes, whatever the plan: strangers can neither fill a
 * host's plan (these answers count only once approved) nor bury the list. The ceilings are per invitation, counted
 * in Postgres, so they hold across replicas.
 */
export const unlistedAnswerLimits = {
  // At most 200 waiting for the host at once; approving or removing them makes room again.
  waiting: 200,
  // At most 30 new names an hour: a burst from one shared link passes, a script filling the list does not.
  perHour: 30,
} as const;

/** The invitation's answers from names not on the list: waiting for the host, new in the last hour, and when one more fits. */
export async function unlistedAnswers(
  em: EntityManager,
  invitationId: string,
): Promise<{ waiting: number; lastHour: number; retryAfterSeconds: number }> {
  const [row] = await em.execute<Array<{ waiting: number; last_hour: number; retry_after: number }>>(
    `select count(*) filter (where approved_at is null)::int as waiting,
       count(*) filter (where created_at > now() - interval '1 hour')::int as last_hour,
       coalesce(ceil(extract(epoch from (
         (select created_at from guests h where h.invitation_id = ? and h.source = 'rsvp' and h.created_at > now() - interval '1 hour'
          order by h.created_at desc offset ? limit 1) + interval '1 hour' - now()))), 0)::int as retry_after
     from guests where invitation_id = ? and source = 'rsvp' and (approved_at is null or created_at > now() - interval '1 hour')`,
    [invitationId, unlistedAnswerLimits.perHour - 1, invitationId],
  );
  // An aggregate without GROUP BY answers exactly one row.
  return { waiting: row!.waiting, lastHour: row!.last_hour, retryAfterSeconds: Math.max(1, row!.retry_after) };
}

/** SQL: whether a row of the guests table (`alias`) takes a place of the plan (listedGuests says which). */
export const countsTowardPlan = (alias = 'guests') =>
  `((${alias}.source <> 'walkin' or ${alias}.sent_at is not null) and not ${unlistedAnswer(alias)})`;

/**
 * Guests that count against the plan's limit: everyone the host put on the list, and answers from names not on it
 * once the host approved them. Walk-ins recorded at the door do not (nobody is turned away at the venue by a plan),
 * unless the host later sends them the invitation like a listed guest.
 */
export async function listedGuests(em: EntityManager, invitationId: string): Promise<number> {
  const [row] = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from guests where invitation_id = ? and ${countsTowardPlan()}`,
    [invitationId],
  );
  return row!.n;
}

/**
 * Holds an invitation's guest list for the rest of the transaction: whoever adds guests (the host's form, an
 * import, a bulk action, a guest's own RSVP) counts and inserts under it, so two writers never both pass the limit.
 */
export async function lockGuestList(em: EntityManager, invitationId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`guests:${invitationId.toLowerCase()}`]);
}
