import type { ContentPage } from '@undangin/contracts';
import { contentPageColumns, type EntityManager, type SelectedRow } from '@undangin/db';

/** A published content page (the privacy policy, say) by its slug, or null; `content` as stored, unsanitised. */
export async function findPublishedPage(em: EntityManager, slug: string): Promise<ContentPage | null> {
  const [row] = await em.execute<Array<SelectedRow<typeof contentPageColumns>>>(
    `select ${contentPageColumns.sql()} from pages where slug = ? and status = 'published'`,
    [slug],
  );
  return row ?? null;
}
