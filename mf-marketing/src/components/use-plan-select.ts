import { useState } from 'react';
import { useNavigate } from '@undangin/router';
import { getHref, type Plan } from '@undangin/contracts';
import { selectUser, useAppSelector } from '@undangin/platform';

/**
 * What a plan's button does: the free plan goes to /register; a paid plan needs a signed-in user (spec 000 §5)
 * and continues on the subscription screen, where the payment is made.
 */
export function usePlanSelect() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const select = (plan: Plan) => {
    if (plan.price === 0) return void navigate(getHref('register'));
    if (!user) return setNotice('Anda harus login untuk melanjutkan pembayaran.');
    navigate(`${getHref('subscription')}?plan=${encodeURIComponent(plan.id)}`);
  };
  return { select, notice };
}
