import { commissionOf, commissionWindowDays, isEntitlement, mailboxOf, referralEarnsDays } from '@undangin/contracts';
import { entitlementsOf, type EntityManager } from '@undangin/db';
import type { LockedOrder } from '../repositories/orders';
import {
  clawedBack,
  insertCommission,
  lockCommissionOf,
  rateOfProgramme,
  recordCommissionEvent,
  referralOf,
  setCommissionAmount,
  voidCommission,
  type ReferralOfBuyer,
} from '../repositories/commissions';

const dayMs = 86_400_000;

/** Whether the referred account is the partner's own: the same account, or the same mailbox written another way. */
export const isSelfReferral = (
  referral: Pick<ReferralOfBuyer, 'partner_email' | 'partner_account_email' | 'buyer_email'>,
): boolean =>
  [referral.partner_email, referral.partner_account_email ?? referral.partner_email].some(
    (email) => mailboxOf(email) === mailboxOf(referral.buyer_email),
  );

/**
 * The rate a partner's new commissions earn: their programme's, unless the programme needs a plan feature the
 * partner's plan no longer has (a reseller whose Reseller plan lapsed earns the open affiliate programme's rate).
 */
export async function programmeRateFor(
  em: EntityManager,
  programme: { rate_bp: number; requires_entitlement: string | null },
  partnerUserId: string | null,
): Promise<number> {
  const needs = programme.requires_entitlement;
  if (!needs || !isEntitlement(needs) || !partnerUserId) return programme.rate_bp;
  const has = (await entitlementsOf(em, partnerUserId)).has(needs);
  return has ? programme.rate_bp : rateOfProgramme(em, 'affiliate');
}

/**
 * A referred account's order was paid: its partner earns the rate of the order's money (rounded down to the rupiah),
 * pending for the money-back window. Nothing for an account its partner referred more than `referralEarnsDays` ago,
 * a suspended partner, a partner buying for themselves, or a rate of 0. Runs in the payment's transaction.
 */
export async function earnCommission(
  tx: EntityManager,
  order: LockedOrder,
  orderEventId: number | null,
): Promise<void> {
  const referral = await referralOf(tx, order.user_id);
  if (!referral || referral.status !== 'active') return;
  if (referral.partner_user_id === order.user_id || isSelfReferral(referral)) return;
  if (Date.now() - new Date(referral.referred_at).getTime() > referralEarnsDays * dayMs) return;
  const rateBp = await programmeRateFor(tx, referral, referral.partner_user_id);
  if (rateBp <= 0) return;
  await insertCommission(
    tx,
    {
      partnerId: referral.partner_id,
      orderId: order.id,
      buyerId: order.user_id,
      kind: 'commission',
      baseAmount: order.amount,
      rateBp,
      amount: commissionOf(order.amount, rateBp),
      status: 'pending',
      windowDays: commissionWindowDays,
    },
    orderEventId,
  );
}

/**
 * Money went back to the buyer (`refunded` of the order in all): the commission becomes what the money kept earns.
 * Before it is paid out it is reduced, or voided when nothing is kept; once it is in a payout (approved or paid), the
 * difference is a clawback entry, approved at once, that the partner's next payout subtracts.
 */
export async function takeBackCommission(
  tx: EntityManager,
  order: LockedOrder,
  refunded: number,
  orderEventId: number | null,
): Promise<void> {
  const commission = await lockCommissionOf(tx, order.id);
  if (!commission || commission.status === 'void') return;
  const due = commissionOf(Math.max(0, order.amount - refunded), commission.rate_bp);
  if (commission.payout_id || commission.status === 'paid') {
    const owed = due - commission.amount - (await clawedBack(tx, order.id));
    if (owed >= 0) return;
    await insertCommission(
      tx,
      {
        partnerId: commission.partner_id,
        orderId: order.id,
        buyerId: order.user_id,
        kind: 'clawback',
        // What this refund gave back (the order's money refunded before it was already judged).
        baseAmount: Math.max(0, refunded - order.refunded_amount),
        rateBp: commission.rate_bp,
        amount: owed,
        status: 'approved',
        windowDays: 0,
      },
      orderEventId,
    );
    return;
  }
  if (due >= commission.amount) return;
  if (due === 0) {
    await voidCommission(tx, commission.id);
    await recordCommissionEvent(tx, commission.id, 'voided', -commission.amount, { orderEventId });
    return;
  }
  await setCommissionAmount(tx, commission.id, due);
  await recordCommissionEvent(tx, commission.id, 'reduced', due - commission.amount, { orderEventId });
}
