import type { PublicPage } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { iso, sanitizeRichHtml } from '@undangin/service-kit';

// Reads only: the marketing service owns the blog_posts table.

/** A post published by now at `slug`, with its views so far, its content made safe to render. */
export async function findPublishedPost(
  em: EntityManager,
  slug: string,
): Promise<(PublicPage & { id: string }) | null> {
  const [row] = await em.execute<Array<PublicPage & { id: string; published_at: string | Date }>>(
    `select p.id, p.slug, p.title, p.excerpt, p.content, p.featured_image, p.seo_title, p.seo_description, p.category, p.tags, p.published_at,
       p.view_count + (select count(*)::int from blog_post_views v where v.post_id = p.id) as view_count
     from blog_posts p where p.slug = ? and p.status = 'published' and p.published_at <= now()`,
    [slug],
  );
  return row ? { ...row, content: sanitizeRichHtml(row.content), published_at: iso(row.published_at) } : null;
}
