import { column, selection, type EntityManager } from '@undangin/db';

const viewColumns = selection('blog_post_views', ['post_id', 'visitor', 'day']);

/** Counts one view of the published blog post at `slug` per visitor per day (Jakarta time). */
export async function countPostView(em: EntityManager, slug: string, visitor: string): Promise<void> {
  await em.execute(
    `insert into blog_post_views (${viewColumns.sql()})
     select ${column('blog_posts', 'id')}, ?, (now() at time zone 'Asia/Jakarta')::date from blog_posts
     where ${column('blog_posts', 'slug')} = ? and ${column('blog_posts', 'status')} = 'published' on conflict do nothing`,
    [visitor, slug],
  );
}
