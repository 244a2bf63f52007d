import type { BlogPostSummary } from '@undangin/contracts';
import { selection, type EntityManager, type SelectedRow } from '@undangin/db';
import { iso } from '@undangin/service-kit';

const summary = selection('blog_posts', [
  'id',
  'slug',
  'title',
  'excerpt',
  'featured_image',
  'category',
  'tags',
  'view_count',
  'author_name',
  'published_at',
]);

/** Posts that are published and due, newest first. */
export async function listPublishedPosts(em: EntityManager): Promise<BlogPostSummary[]> {
  const rows = await em.execute<Array<SelectedRow<typeof summary>>>(
    `select ${summary.sql()}
     from blog_posts where status = 'published' and published_at <= now() order by published_at desc`,
  );
  return rows.map((row) => ({ ...row, published_at: iso(row.published_at) }) as BlogPostSummary);
}
