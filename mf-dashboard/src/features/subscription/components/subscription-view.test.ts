import type { OrderView, Plan, SubscriptionView } from '@undangin/contracts';
import { awaitingPayment, periodText, planInForce, subscriptionStatusLabel } from './subscription-view';

const plan = (id: string, price: number): Plan => ({
  id,
  name: id,
  description: null,
  price,
  billing_interval: price ? '14_days' : 'lifetime',
  features: [],
  entitlements: [],
  max_invitations: 1,
  max_guests_per_invitation: 50,
});
const plans = [plan('gratis', 0), plan('pro', 75_000), plan('premium', 149_000)];
const subscription = (
  status: SubscriptionView['status'],
  plan_id = 'pro',
  end: string | null = '2026-12-10T12:05:00Z',
): SubscriptionView => ({
  plan_id,
  plan_name: plan_id,
  status,
  current_period_end: end,
});

describe('the active plan on /app/subscription', () => {
  it('reads active, cancelled and expired, and anything else as Pending', () => {
    expect(subscriptionStatusLabel('active')).toBe('Aktif');
    expect(subscriptionStatusLabel('cancelled')).toBe('Dibatalkan');
    expect(subscriptionStatusLabel('expired')).toBe('Kedaluwarsa');
    expect(subscriptionStatusLabel('pending')).toBe('Pending');
    expect(subscriptionStatusLabel('free')).toBe('Aktif');
  });

  it('marks the paid plan while it runs, and the free plan once it has ended', () => {
    expect(planInForce(subscription('active'), plans)).toBe('pro');
    expect(planInForce(subscription('free', 'gratis', null), plans)).toBe('gratis');
    expect(planInForce(subscription('expired'), plans)).toBe('gratis');
    expect(planInForce(subscription('cancelled'), plans)).toBe('gratis');
  });

  it('says until when the plan runs, in Jakarta time', () => {
    expect(periodText(subscription('active'))).toBe('Berlaku sampai 10 Des 2026, 19.05 WIB');
    expect(periodText(subscription('expired'))).toBe('Berakhir 10 Des 2026, 19.05 WIB');
    expect(periodText(subscription('free', 'gratis', null))).toBe('Tanpa batas waktu');
  });
});

describe('the payment history', () => {
  const order = (status: OrderView['status']): OrderView => ({
    order_id: `UND-${status}`,
    plan_id: 'pro',
    plan_name: 'Pro',
    promo_id: null,
    amount: 75_000,
    status,
    payment_type: null,
    created_at: '2026-11-26T03:00:00Z',
    paid_at: null,
    period_end: null,
    payable_until: '2026-11-27T03:00:00Z',
    ended: null,
  });

  it('keeps asking while an order awaits its payment', () => {
    expect(awaitingPayment([order('paid'), order('pending')])).toBe(true);
    expect(awaitingPayment([order('paid'), order('failed')])).toBe(false);
    expect(awaitingPayment(undefined)).toBe(false);
  });
});
