import type { Location } from '@undangin/router';
import { chromePaths } from '@undangin/contracts';

/** What the sign-in screens pass each other: the page a guard turned the visitor away from, and a message to show. */
export interface AuthNavigationState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  message?: string;
}

export const authState = (state: unknown): AuthNavigationState =>
  state && typeof state === 'object' ? (state as AuthNavigationState) : {};

/** Where to go after logging in: the originally requested page, else the dashboard. */
export function afterLoginPath(state: AuthNavigationState): string {
  const from = state.from;
  if (!from?.pathname || from.pathname === chromePaths.login) return chromePaths.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
