import type { InfoPage } from '@undangin/contracts';
import { selection, type EntityManager, type SelectedRow } from '@undangin/db';

const infoPageColumns = selection('info_pages', [
  'key',
  'title',
  'description',
  'category',
  'availability',
  'highlights',
  'seo_title',
  'seo_description',
]);

/** A product or partner info page by its key, or null; its highlights are the list the admin's form checks. */
export async function findInfoPage(em: EntityManager, key: string): Promise<InfoPage | null> {
  const [row] = await em.execute<Array<SelectedRow<typeof infoPageColumns>>>(
    `select ${infoPageColumns.sql()} from info_pages where key = ?`,
    [key],
  );
  return row ? { ...row, highlights: row.highlights as InfoPage['highlights'] } : null;
}
