import { formatDateTime, type OrderView, type Plan, type SubscriptionView } from '@undangin/contracts';

/** A subscription's status as the host reads it: active, cancelled, expired, any other Pending; the free plan is in force. */
export function subscriptionStatusLabel(status: SubscriptionView['status']): string {
  switch (status) {
    case 'active':
    case 'free':
      return 'Aktif';
    case 'cancelled':
      return 'Dibatalkan';
    case 'expired':
      return 'Kedaluwarsa';
    default:
      return 'Pending';
  }
}

/** The plan marked 'PAKET AKTIF': the subscription's while it is in force, else the free plan whose limits apply. */
export function planInForce(subscription: SubscriptionView, plans: readonly Plan[]): string | null {
  if (subscription.status === 'active' || subscription.status === 'free') return subscription.plan_id;
  return plans.find((plan) => plan.price === 0)?.id ?? null;
}

/** When the plan ends, or ended, in Jakarta time; nothing for a plan without an end. */
export function periodText(subscription: SubscriptionView): string | null {
  if (!subscription.current_period_end) return subscription.status === 'free' ? 'Tanpa batas waktu' : null;
  const when = inWib(subscription.current_period_end);
  return subscription.status === 'active' ? `Berlaku sampai ${when}` : `Berakhir ${when}`;
}

/** Jakarta date and time with its zone, e.g. '26 Nov 2026, 19.05 WIB'. */
export const inWib = (value: string): string => `${formatDateTime(value)} WIB`;

/** An order still awaits its payment: the screen keeps asking, so a payment made meanwhile shows without a reload. */
export const awaitingPayment = (orders: readonly OrderView[] | undefined): boolean =>
  Boolean(orders?.some((order) => order.status === 'pending'));
