import type { Promo } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';

/** Promos still valid now, in catalogue order. */
export async function listCurrentPromos(em: EntityManager): Promise<Promo[]> {
  const rows = await em.execute<Array<Record<string, unknown> & { valid_until: string | Date }>>(
    `select id, title, subtitle, description, original_price, promo_price, discount, valid_until, features, color, badge, urgent, plan_id
     from promos where valid_until > now() order by sort_order`,
  );
  return rows.map((row) => ({ ...row, valid_until: iso(row.valid_until) }) as Promo);
}
