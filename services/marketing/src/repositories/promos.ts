import type { Promo } from '@undangin/contracts';
import { promoRemainingSql, type EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';

/** Promos still valid now, in catalogue order, each with its real uses left under its cap. */
export async function listCurrentPromos(em: EntityManager): Promise<Promo[]> {
  const rows = await em.execute<Array<Record<string, unknown> & { valid_until: string | Date }>>(
    `select p.id, p.title, p.subtitle, p.description, p.original_price, p.promo_price, p.discount, p.valid_until, p.features,
       p.color, p.badge, p.urgent, p.plan_id, ${promoRemainingSql('p')} as remaining
     from promos p where p.valid_until > now() order by p.sort_order`,
  );
  return rows.map((row) => ({ ...row, valid_until: iso(row.valid_until) }) as Promo);
}
