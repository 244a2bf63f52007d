import type { PublicPage } from '@undangin/contracts';
import { contentPageColumns, type EntityManager, type SelectedRow } from '@undangin/db';
import { sanitizeRichHtml } from '@undangin/service-kit';

// Reads only: the marketing service owns the pages table.

/** A published page at `slug`, its content made safe to render. */
export async function findPublishedPage(em: EntityManager, slug: string): Promise<PublicPage | null> {
  const [row] = await em.execute<Array<SelectedRow<typeof contentPageColumns>>>(
    `select ${contentPageColumns.sql()} from pages where slug = ? and status = 'published'`,
    [slug],
  );
  return row ? { ...row, content: sanitizeRichHtml(row.content) } : null;
}
