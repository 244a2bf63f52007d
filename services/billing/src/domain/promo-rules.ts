import { paymentMessages } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { promoUses, type CheckoutPromo } from '../repositories/catalogue';

type PromoRules = Pick<CheckoutPromo, 'id' | 'new_accounts_only' | 'once_per_account' | 'max_uses'>;

/**
 * Why the account may not have the promo, in Indonesian, or null when it may: only accounts that never bought a plan
 * (new accounts), once per account, and no more paid uses than the promo's quota. Asked when the order is made and
 * again when it is paid (`exceptOrderId`: the order being paid does not count against itself).
 */
export async function promoRefusal(
  em: EntityManager,
  promo: PromoRules,
  userId: string,
  exceptOrderId: string | null = null,
): Promise<string | null> {
  if (!promo.new_accounts_only && !promo.once_per_account && promo.max_uses === null) return null;
  const uses = await promoUses(em, promo.id, userId, exceptOrderId);
  if (promo.new_accounts_only && uses.paid_by_account > 0) return paymentMessages.promoNewAccountsOnly;
  if (promo.once_per_account && uses.promo_by_account > 0) return paymentMessages.promoOncePerAccount;
  if (promo.max_uses !== null && uses.promo_in_all >= promo.max_uses) return paymentMessages.promoUsedUp;
  return null;
}
