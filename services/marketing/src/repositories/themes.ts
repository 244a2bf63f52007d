import type { Theme } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

/** Active catalogue themes, in catalogue order. */
export async function listActiveThemes(em: EntityManager): Promise<Theme[]> {
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `select id, name, category, subcategory, thumbnail, is_premium, description, features, rating, usage_count, style, color, base_theme
     from themes where is_active order by sort_order, name`,
  );
  // numeric comes back from Postgres as text.
  return rows.map((row) => ({ ...row, rating: Number(row.rating) }) as Theme);
}
