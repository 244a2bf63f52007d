import type { InfoPage } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

/** A product or partner info page by its key, or null. */
export async function findInfoPage(em: EntityManager, key: string): Promise<InfoPage | null> {
  const [row] = await em.execute<InfoPage[]>(
    `select key, title, description, category, availability, highlights, seo_title, seo_description from info_pages where key = ?`,
    [key],
  );
  return row ?? null;
}
