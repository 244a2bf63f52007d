import type { Tutorial } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

/** Every tutorial, in catalogue order. */
export function listTutorials(em: EntityManager): Promise<Tutorial[]> {
  return em.execute<Tutorial[]>(
    `select id, title, description, category, duration, difficulty, thumbnail, steps, video_url, popular from tutorials order by sort_order`,
  );
}
