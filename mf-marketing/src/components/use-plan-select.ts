import { useNavigate } from '@undangin/router';
import { getHref, type Plan } from '@undangin/contracts';

/**
 * What a plan's button on the landing page does: the free plan goes to /register; a paid plan to /pricing/website
 * with that plan chosen, where the payment is made (the landing page loads no payment script).
 */
export function usePlanSelect() {
  const navigate = useNavigate();
  return (plan: Plan) =>
    void navigate(
      plan.price === 0 ? getHref('register') : `${getHref('pricingWebsite')}?plan=${encodeURIComponent(plan.id)}`,
    );
}
