import { randomInt } from 'node:crypto';
import { paymentMessages } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { AppError } from '@undangin/service-kit';
import { gatewayTimeText, type SnapTransactionRequest } from '../gateway/protocol';
import { activePlan, promoById, type CheckoutPlan, type Customer } from '../repositories/catalogue';
import { promoRefusal } from './promo-rules';

/** An order id: the product's prefix, the time in milliseconds and a random suffix, e.g. UNDANGIN-1764131400000-k3x9qa. */
export const newOrderId = (now = Date.now()): string =>
  `UNDANGIN-${now}-${randomInt(36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;

/** Midtrans shows this number to the payment channel when the host's profile has none (a placeholder the channel accepts). */
export const placeholderPhone = '08123456789';

const planNotFound = () => new AppError(404, 'plan_not_found', paymentMessages.planNotFound);
const promoInvalid = () =>
  new AppError(400, 'promo_invalid', paymentMessages.promoInvalid, [
    { field: 'promo_id', message: paymentMessages.promoInvalid },
  ]);

/** Snap's own default: a transaction may be paid for a day. */
const dayMinutes = 24 * 60;

/**
 * What a checkout costs, from the database only: the plan's price, or the promo's while it runs, sells that plan and
 * the account may have it (promoRefusal). A free plan is never paid for. A promo's transaction can be paid until the
 * promo ends, not a minute longer (`payableMinutes`; null: Snap's day).
 */
export async function priceCheckout(
  em: EntityManager,
  userId: string,
  planId: string,
  promoId: string | undefined,
  now = new Date(),
): Promise<{ plan: CheckoutPlan; amount: number; promoId: string | null; payableMinutes: number | null }> {
  const plan = await activePlan(em, planId);
  if (!plan) throw planNotFound();
  if (plan.price <= 0) throw new AppError(400, 'free_plan', paymentMessages.freePlan);
  if (promoId === undefined) return { plan, amount: plan.price, promoId: null, payableMinutes: null };
  const promo = await promoById(em, promoId);
  if (!promo || !promo.running || promo.plan_id !== plan.id || promo.promo_price <= 0) throw promoInvalid();
  const minutesLeft = Math.floor((new Date(promo.valid_until).getTime() - now.getTime()) / 60_000);
  if (minutesLeft < 1) throw promoInvalid();
  const refusal = await promoRefusal(em, promo, userId);
  if (refusal) throw new AppError(403, 'promo_not_eligible', refusal, [{ field: 'promo_id', message: refusal }]);
  return { plan, amount: promo.promo_price, promoId: promo.id, payableMinutes: Math.min(dayMinutes, minutesLeft) };
}

/** Snap's create-transaction body: one item (the plan), the buyer (with placeholders for what the profile lacks), and where Snap sends the host after. */
export function snapRequest(
  orderId: string,
  plan: CheckoutPlan,
  amount: number,
  customer: Customer,
  finishUrl: string,
  payableMinutes: number | null = null,
  now = new Date(),
): SnapTransactionRequest {
  return {
    ...(payableMinutes === null
      ? {}
      : { expiry: { start_time: `${gatewayTimeText(now)} +0700`, unit: 'minutes', duration: payableMinutes } }),
    transaction_details: { order_id: orderId, gross_amount: amount },
    item_details: [
      { id: plan.id, price: amount, quantity: 1, name: plan.name.slice(0, 50), category: 'Subscription Plan' },
    ],
    customer_details: {
      first_name: customer.name ?? 'Customer',
      email: customer.email,
      phone: customer.whatsapp ?? placeholderPhone,
    },
    callbacks: { finish: finishUrl },
  };
}
