import { entitlementInfo, entitlementMessages, getHref, type RequiredPlan } from '@undangin/contracts';
import { PlanLock } from '../../../components/PlanLock';

/**
 * The lock of a plan without 'Dashboard klien' or 'Branding sendiri': the cheapest plan that has it (the Reseller
 * plan), its payment one tap away.
 */
export function FeatureLock({ plan }: { plan: RequiredPlan }) {
  const feature = entitlementInfo[plan.entitlement].name;
  return (
    <PlanLock
      testId={`lock-${plan.entitlement}`}
      title={feature}
      action={plan.plan_name ? entitlementMessages.upgrade(plan.plan_name) : null}
      href={plan.plan_id ? `${getHref('pricingWebsite')}?plan=${encodeURIComponent(plan.plan_id)}` : null}
    >
      {plan.plan_name
        ? entitlementMessages.required(feature, plan.plan_name)
        : entitlementMessages.unavailable(feature)}
    </PlanLock>
  );
}
