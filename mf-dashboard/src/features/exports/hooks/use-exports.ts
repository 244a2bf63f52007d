import type { ExportList, RequiredPlan } from '@undangin/contracts';
import { useGetExportsQuery } from '../api/get-exports';

/** How often the list is asked again while an export waits or runs (the progress bar follows it). */
const pollMs = 2000;

const inProgress = (list: ExportList | undefined) =>
  Boolean(list?.exports.some((row) => row.status === 'queued' || row.status === 'running'));

/**
 * The invitation's exports, read again on every visit and every 2 s while one is queued or running. Two subscriptions
 * to one query share one cache entry; the polling one follows the data.
 */
export function useExports(invitationId: string, skip: boolean) {
  const list = useGetExportsQuery(invitationId, { skip, refetchOnMountOrArgChange: true });
  useGetExportsQuery(invitationId, { skip, pollingInterval: inProgress(list.data) ? pollMs : 0 });
  return list;
}

/** The plan a 403 plan_required names, if that is what the service answered. */
export const refusedPlan = (error: unknown): RequiredPlan | null =>
  (error as { data?: { required_plan?: RequiredPlan } } | undefined)?.data?.required_plan ?? null;
