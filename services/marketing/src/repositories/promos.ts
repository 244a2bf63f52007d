import type { Promo } from '@undangin/contracts';
import { promoRemainingSql, selection, type EntityManager, type SelectedRow } from '@undangin/db';
import { iso } from '@undangin/service-kit';

// What a promo card shows.
const shown = selection('promos', [
  'id',
  'title',
  'subtitle',
  'description',
  'original_price',
  'promo_price',
  'discount',
  'valid_until',
  'features',
  'color',
  'badge',
  'urgent',
  'plan_id',
]);

/** Promos still valid now, in catalogue order, each with its real uses left under its cap. */
export async function listCurrentPromos(em: EntityManager): Promise<Promo[]> {
  const rows = await em.execute<Array<SelectedRow<typeof shown> & { remaining: number | null }>>(
    `select ${shown.sql('p')}, ${promoRemainingSql('p')} as remaining
     from promos p where p.valid_until > now() order by p.sort_order`,
  );
  return rows.map((row) => ({ ...row, valid_until: iso(row.valid_until) }) as Promo);
}
