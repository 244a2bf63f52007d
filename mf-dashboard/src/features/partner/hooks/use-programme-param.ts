import { useSearchParams } from '@undangin/router';
import { partnerProgrammeIds, type PartnerProgrammeId, type RequiredPlan } from '@undangin/contracts';

/** The programme `?program=` names (a public page's 'Gabung'), when it is one. */
export function useProgrammeParam(): PartnerProgrammeId | null {
  const [search] = useSearchParams();
  const value = search.get('program');
  return partnerProgrammeIds.find((id) => id === value) ?? null;
}

/** The plan a 403 plan_required names, if that is what the service answered. */
export const refusedPlan = (error: unknown): RequiredPlan | null =>
  (error as { data?: { required_plan?: RequiredPlan } } | undefined)?.data?.required_plan ?? null;
