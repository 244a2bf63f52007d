import type { AdminPromo, PromoInput } from '@undangin/contracts';
import { promoPaidUsesSql, promoRemainingSql, selection, type Columns, type EntityManager } from '@undangin/db';

/** The promos table as the back office sees it: every promo, ended ones too, with its paid uses and what is left. */
// What the back office writes of a promo (its id is set once, at insert), and reads back with its uses.
const written = selection('promos', [
  'title',
  'subtitle',
  'description',
  'plan_id',
  'promo_price',
  'original_price',
  'discount',
  'valid_until',
  'max_uses',
  'new_accounts_only',
  'once_per_account',
  'features',
  'badge',
  'color',
  'urgent',
  'sort_order',
]);
const columns = `p.id, ${written.sql('p')}, ${promoPaidUsesSql('p.id')} as uses, ${promoRemainingSql('p')} as remaining`;

type Row = Omit<AdminPromo, 'valid_until' | 'plan_id'> & { valid_until: Date | string; plan_id: string | null };
const toPromo = (row: Row): AdminPromo => ({
  ...row,
  plan_id: row.plan_id ?? '',
  valid_until: new Date(row.valid_until).toISOString(),
});

export async function listPromos(em: EntityManager): Promise<AdminPromo[]> {
  const rows = await em.execute<Row[]>(
    `select ${columns} from promos p order by p.sort_order, p.valid_until desc, p.id`,
  );
  return rows.map(toPromo);
}

/** One promo, locked for the change about to be made to it (checkouts settling meanwhile wait for it). */
export async function lockPromo(em: EntityManager, id: string): Promise<AdminPromo | null> {
  const [row] = await em.execute<Row[]>(`select ${columns} from promos p where p.id = ? for update of p`, [id]);
  return row ? toPromo(row) : null;
}

/** The plan a promo sells, as its price is checked against. */
export async function planPrice(em: EntityManager, planId: string): Promise<number | null> {
  const [row] = await em.execute<Array<Columns<'plans', 'price'>>>(`select price from plans where id = ?`, [planId]);
  return row ? row.price : null;
}

const values = (input: PromoInput, originalPrice: number) => [
  input.title.trim(),
  input.subtitle.trim(),
  input.description.trim(),
  input.plan_id,
  input.promo_price,
  originalPrice,
  // What the card shows as '-70%': the share off the plan's own price, whole.
  Math.round((1 - input.promo_price / originalPrice) * 100),
  input.valid_until,
  input.max_uses,
  input.new_accounts_only,
  input.once_per_account,
  JSON.stringify(input.features.map((f) => f.trim()).filter(Boolean)),
  input.badge.trim(),
  input.color.toLowerCase(),
  input.urgent,
  input.sort_order,
];

/** Null when the id is taken (the caller says so). */
export async function insertPromo(em: EntityManager, input: PromoInput, originalPrice: number): Promise<boolean> {
  const rows = await em.execute(
    `insert into promos (id, ${written.sql()}) values (?, ${written.placeholders({ features: 'jsonb' })})
     on conflict (id) do nothing returning id`,
    [input.id, ...values(input, originalPrice)],
  );
  return rows.length > 0;
}

export async function updatePromo(em: EntityManager, id: string, input: PromoInput, originalPrice: number) {
  await em.execute(`update promos set ${written.assignments({ features: 'jsonb' })} where id = ?`, [
    ...values(input, originalPrice),
    id,
  ]);
}

/** Whether any order went through it (an order keeps its promo: such a promo is ended, not deleted). */
export async function promoOrdered(em: EntityManager, id: string): Promise<boolean> {
  return (await em.execute(`select 1 from orders where promo_id = ? limit 1`, [id])).length > 0;
}

export async function deletePromo(em: EntityManager, id: string): Promise<void> {
  await em.execute(`delete from promos where id = ?`, [id]);
}
