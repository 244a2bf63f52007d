import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@undangin/router';
import type { Plan } from '@undangin/contracts';
import { selectAuthStatus, useAppSelector } from '@undangin/platform';

/**
 * ?plan={id} (the subscription screen's 'Pilih Paket', the landing page's plan buttons, the way back from login):
 * that plan is marked and, for a signed-in host, its checkout starts at once, one time only: the parameter is
 * dropped so a reload or Back does not open the payment again.
 */
export function useRequestedPlan(plans: readonly Plan[] | undefined, start: (plan: Plan) => void): string | null {
  const [search, setSearch] = useSearchParams();
  const [requested] = useState(() => search.get('plan'));
  const auth = useAppSelector(selectAuthStatus);
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !requested || !plans || auth === 'unknown') return;
    handled.current = true;
    setSearch(
      (params) => {
        params.delete('plan');
        return params;
      },
      { replace: true },
    );
    const plan = plans.find((candidate) => candidate.id === requested);
    if (plan && plan.price > 0 && auth === 'signedIn') start(plan);
  }, [requested, plans, auth, setSearch, start]);
  return requested;
}
