import type { PublicPage } from '@undangin/contracts';
import { selection, type EntityManager } from '@undangin/db';
import { iso, sanitizeRichHtml } from '@undangin/service-kit';

// Reads only: the marketing service owns the blog_posts table.

const shown = selection('blog_posts', [
  'id',
  'slug',
  'title',
  'excerpt',
  'content',
  'featured_image',
  'seo_title',
  'seo_description',
  'category',
  'tags',
  'published_at',
]);

/** A post published by now at `slug`, with its views so far, its content made safe to render. */
export async function findPublishedPost(
  em: EntityManager,
  slug: string,
): Promise<(PublicPage & { id: string }) | null> {
  const [row] = await em.execute<Array<PublicPage & { id: string; published_at: string | Date }>>(
    `select ${shown.sql('p')},
       p.view_count + (select count(*)::int from blog_post_views v where v.post_id = p.id) as view_count
     from blog_posts p where p.slug = ? and p.status = 'published' and p.published_at <= now()`,
    [slug],
  );
  return row ? { ...row, content: sanitizeRichHtml(row.content), published_at: iso(row.published_at) } : null;
}
