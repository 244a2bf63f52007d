import type { Columns, EntityManager } from '@undangin/db';

// Reads only: the marketing service owns the themes table.

/** An active catalogue theme: its name, its event category and the rendering theme it is built on. */
export async function findActiveTheme(
  em: EntityManager,
  themeId: string,
): Promise<Columns<'themes', 'name' | 'category' | 'base_theme'> | null> {
  const [row] = await em.execute<Array<Columns<'themes', 'name' | 'category' | 'base_theme'>>>(
    `select name, category, base_theme from themes where id = ? and is_active`,
    [themeId],
  );
  return row ?? null;
}
