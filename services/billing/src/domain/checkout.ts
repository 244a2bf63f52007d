import { randomInt } from 'node:crypto';
import { paymentMessages } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { AppError } from '@undangin/service-kit';
import type { SnapTransactionRequest } from '../gateway/protocol';
import { activePlan, promoById, type CheckoutPlan, type Customer } from '../repositories/catalogue';

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

/**
 * What a checkout costs, from the database only: the plan's price, or the promo's while it runs and sells that plan.
 * A free plan is never paid for.
 */
export async function priceCheckout(
  em: EntityManager,
  planId: string,
  promoId: string | undefined,
): Promise<{ plan: CheckoutPlan; amount: number; promoId: string | null }> {
  const plan = await activePlan(em, planId);
  if (!plan) throw planNotFound();
  if (plan.price <= 0) throw new AppError(400, 'free_plan', paymentMessages.freePlan);
  if (promoId === undefined) return { plan, amount: plan.price, promoId: null };
  const promo = await promoById(em, promoId);
  if (!promo || !promo.running || promo.plan_id !== plan.id || promo.promo_price <= 0) throw promoInvalid();
  return { plan, amount: promo.promo_price, promoId: promo.id };
}

/** Snap's create-transaction body: one item (the plan), the buyer (with placeholders for what the profile lacks), and where Snap sends the host after. */
export function snapRequest(
  orderId: string,
  plan: CheckoutPlan,
  amount: number,
  customer: Customer,
  finishUrl: string,
): SnapTransactionRequest {
  return {
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
