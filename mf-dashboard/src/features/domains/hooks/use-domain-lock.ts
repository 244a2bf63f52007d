import type { RequiredPlan } from '@undangin/contracts';

/** The plan a 403 plan_required names, if that is what the service answered. */
export const refusedPlan = (error: unknown): RequiredPlan | null =>
  (error as { data?: { required_plan?: RequiredPlan } } | undefined)?.data?.required_plan ?? null;
