import {
  entitlementMessages,
  entitlementInfo,
  errorCodes,
  type Entitlement,
  type RequiredPlan,
} from '@undangin/contracts';
import { cheapestPlanWith, entitlementsOf, type EntityManager } from '@undangin/db';
import { AppError } from './errors';

/**
 * The 403 a gated feature answers a host whose plan lacks it: `plan_required`, a message naming the feature and the
 * cheapest plan on sale that includes it, and that plan in `required_plan` (the client opens its payment with ?plan=).
 */
export async function planRequired(em: EntityManager, entitlement: Entitlement): Promise<AppError> {
  const plan = await requiredPlan(em, entitlement);
  const feature = entitlementInfo[entitlement].name;
  return new AppError(
    403,
    errorCodes.planRequired,
    plan.plan_name ? entitlementMessages.required(feature, plan.plan_name) : entitlementMessages.unavailable(feature),
    undefined,
    { required_plan: plan },
  );
}

/** A feature the host's plan lacks and the cheapest plan on sale that includes it (what a lock shows). */
export async function requiredPlan(em: EntityManager, entitlement: Entitlement): Promise<RequiredPlan> {
  const plan = await cheapestPlanWith(em, entitlement);
  return { entitlement, plan_id: plan?.id ?? null, plan_name: plan?.name ?? null };
}

/** Whether the host's plan in force includes `entitlement` (read once per request: entitlementsOf). */
export async function hasEntitlement(em: EntityManager, userId: string, entitlement: Entitlement): Promise<boolean> {
  return (await entitlementsOf(em, userId)).has(entitlement);
}

/** Throws `plan_required` unless the host's plan in force includes `entitlement`. */
export async function requireEntitlement(em: EntityManager, userId: string, entitlement: Entitlement): Promise<void> {
  if (!(await hasEntitlement(em, userId, entitlement))) throw await planRequired(em, entitlement);
}
