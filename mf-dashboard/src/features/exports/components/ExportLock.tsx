import { entitlementInfo, entitlementMessages, exportMessages, getHref, type RequiredPlan } from '@undangin/contracts';
import { PlanLock } from '../../../components/PlanLock';

export type ExportEntitlement = 'export_pdf' | 'export_video';

/**
 * The lock of a plan without `export_pdf` or `export_video`. The list says only that the plan lacks it (the pricing
 * page is the way on); a refusal names the cheapest plan that has it, its payment one tap away.
 */
export function ExportLock({ entitlement, plan }: { entitlement: ExportEntitlement; plan: RequiredPlan | null }) {
  const feature = entitlementInfo[entitlement].name;
  const testId = `lock-${entitlement}`;
  if (!plan)
    return (
      <PlanLock testId={testId} title={feature} action={exportMessages.seePlans} href={getHref('pricingWebsite')}>
        {exportMessages.locked(feature)}
      </PlanLock>
    );
  return (
    <PlanLock
      testId={testId}
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
