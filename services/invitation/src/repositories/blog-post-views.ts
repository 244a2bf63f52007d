import type { EntityManager } from '@undangin/db';

/** Counts one view of the published blog post at `slug` per visitor per day (Jakarta time). */
export async function countPostView(em: EntityManager, slug: string, visitor: string): Promise<void> {
  await em.execute(
    `insert into blog_post_views (post_id, visitor, day) select id, ?, (now() at time zone 'Asia/Jakarta')::date from blog_posts
     where slug = ? and status = 'published' on conflict do nothing`,
    [visitor, slug],
  );
}
