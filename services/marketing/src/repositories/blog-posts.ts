import type { BlogPostSummary } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';

/** Posts that are published and due, newest first. */
export async function listPublishedPosts(em: EntityManager): Promise<BlogPostSummary[]> {
  const rows = await em.execute<Array<Record<string, unknown> & { published_at: string | Date }>>(
    `select id, slug, title, excerpt, featured_image, category, tags, view_count, author_name, published_at
     from blog_posts where status = 'published' and published_at <= now() order by published_at desc`,
  );
  return rows.map((row) => ({ ...row, published_at: iso(row.published_at) }) as BlogPostSummary);
}
