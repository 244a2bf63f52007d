import type { EntityManager } from '@undangin/db';

// Reads only: the marketing service owns the themes table.

/** An active catalogue theme: its name, its event category and the rendering theme it is built on. */
export async function findActiveTheme(
  em: EntityManager,
  themeId: string,
): Promise<{ name: string; category: string; base_theme: string } | null> {
  const [row] = await em.execute<Array<{ name: string; category: string; base_theme: string }>>(
    `select name, category, base_theme from themes where id = ? and is_active`,
    [themeId],
  );
  return row ?? null;
}
