import type { ContentPage } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

/** A published content page (the privacy policy, say) by its slug, or null; `content` as stored, unsanitised. */
export async function findPublishedPage(em: EntityManager, slug: string): Promise<ContentPage | null> {
  const [row] = await em.execute<ContentPage[]>(
    `select slug, title, excerpt, content, featured_image, seo_title, seo_description from pages where slug = ? and status = 'published'`,
    [slug],
  );
  return row ?? null;
}
