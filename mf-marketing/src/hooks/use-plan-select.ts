import { useNavigate } from '@undangin/router';
import { getHref, type Plan } from '@undangin/contracts';
import { useStartHref } from './use-start-href';

/**
 * What a plan's button on the landing page does: the free plan goes to /register (the dashboard when signed in); a paid plan to /pricing/website
 * with that plan chosen, where the payment is made (the landing page loads no payment script).
 */
export function usePlanSelect() {
  const navigate = useNavigate();
  const start = useStartHref();
  return (plan: Plan) =>
    void navigate(plan.price === 0 ? start : `${getHref('pricingWebsite')}?plan=${encodeURIComponent(plan.id)}`);
}
