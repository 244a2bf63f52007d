import { column } from './typed-sql';

const paidAt = column('orders', 'paid_at');
/**
 * SQL: how many paid orders went through promo `promoId` (an SQL expression): what its usage cap counts, at checkout
 * (billing), on /promo (marketing) and in the back office (admin). Refunded orders stay counted: the place was taken.
 */
export const promoPaidUsesSql = (promoId: string) =>
  `(select count(*) from orders o where o.promo_id = ${promoId} and o.${paidAt} is not null)::int`;

/** SQL: the uses left under promo `p`'s cap (its row's alias), never below 0; null without a cap. */
export const promoRemainingSql = (p: string) =>
  `(case when ${p}.max_uses is null then null else greatest(0, ${p}.max_uses - ${promoPaidUsesSql(`${p}.id`)}) end)`;
