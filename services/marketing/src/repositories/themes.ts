import type { Theme } from '@undangin/contracts';
import { selection, type EntityManager, type SelectedRow } from '@undangin/db';

const catalogueColumns = selection('themes', [
  'id',
  'name',
  'category',
  'subcategory',
  'thumbnail',
  'is_premium',
  'description',
  'features',
  'rating',
  'usage_count',
  'style',
  'color',
  'base_theme',
]);

/** Active catalogue themes, in catalogue order. */
export async function listActiveThemes(em: EntityManager): Promise<Theme[]> {
  const rows = await em.execute<Array<SelectedRow<typeof catalogueColumns>>>(
    `select ${catalogueColumns.sql()} from themes where is_active order by sort_order, name`,
  );
  // numeric comes back from Postgres as text.
  return rows.map((row) => ({ ...row, rating: Number(row.rating) }) as Theme);
}
