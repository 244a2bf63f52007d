import type { PublicPage } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { sanitizeRichHtml } from '@undangin/service-kit';

// Reads only: the marketing service owns the pages table.

/** A published page at `slug`, its content made safe to render. */
export async function findPublishedPage(em: EntityManager, slug: string): Promise<PublicPage | null> {
  const [row] = await em.execute<PublicPage[]>(
    `select slug, title, excerpt, content, featured_image, seo_title, seo_description from pages where slug = ? and status = 'published'`,
    [slug],
  );
  return row ? { ...row, content: sanitizeRichHtml(row.content) } : null;
}
