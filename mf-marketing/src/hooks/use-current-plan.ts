import { formatDateTime } from '@undangin/contracts';
import { selectUser, useAppSelector } from '@undangin/platform';
import { useGetMySubscriptionQuery } from '../api/get-subscription';

/** The signed-in host's plan in force, as the plan cards mark it; null when signed out or not known yet. */
export interface CurrentPlan {
  planId: string;
  /** When it ends, in Jakarta time ('10 Des 2026, 19.05 WIB'); null without an end (the free plan, a lifetime one). */
  until: string | null;
}

export function useCurrentPlan(): CurrentPlan | null {
  const signedIn = Boolean(useAppSelector(selectUser));
  const { data } = useGetMySubscriptionQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: true });
  if (!signedIn || !data || (data.status !== 'active' && data.status !== 'free')) return null;
  return {
    planId: data.plan_id,
    until: data.current_period_end ? `${formatDateTime(data.current_period_end)} WIB` : null,
  };
}

/** What paying for the plan already in force does: another period, added after the one running. */
export const renewalNote = (planName: string, until: string) =>
  `Paket ${planName} Anda aktif sampai ${until}. Membayar sekarang menambah satu masa aktif setelah tanggal itu, tidak menggantinya.`;
