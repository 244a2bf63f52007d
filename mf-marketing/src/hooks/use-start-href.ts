import { getHref } from '@undangin/contracts';
import { selectUser, useAppSelector } from '@undangin/platform';

/** Where 'Mulai Gratis' and its kin lead: a signed-in host already has an account, so to their dashboard. */
export const startHref = (signedIn: boolean) => getHref(signedIn ? 'dashboard' : 'register');

export function useStartHref(): string {
  return startHref(Boolean(useAppSelector(selectUser)));
}
