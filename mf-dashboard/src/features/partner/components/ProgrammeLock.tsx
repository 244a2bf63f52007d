import { entitlementMessages, getHref, type RequiredPlan } from '@undangin/contracts';
import { PlanLock } from '../../../components/PlanLock';

/**
 * A programme the host's plan does not open (the reseller programme needs the Reseller plan): the service's words and
 * the payment of the plan that opens it, one tap away.
 */
export function ProgrammeLock({ title, plan, text }: { title: string; plan: RequiredPlan; text: string }) {
  return (
    <PlanLock
      testId={`lock-${plan.entitlement}`}
      title={title}
      action={plan.plan_name ? entitlementMessages.upgrade(plan.plan_name) : null}
      href={plan.plan_id ? `${getHref('pricingWebsite')}?plan=${encodeURIComponent(plan.plan_id)}` : null}
    >
      {text}
    </PlanLock>
  );
}
