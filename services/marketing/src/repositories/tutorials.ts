import type { Tutorial } from '@undangin/contracts';
import { selection, type EntityManager, type SelectedRow } from '@undangin/db';

const tutorialColumns = selection('tutorials', [
  'id',
  'title',
  'description',
  'category',
  'duration',
  'difficulty',
  'thumbnail',
  'steps',
  'video_url',
  'popular',
]);

/** Every tutorial, in catalogue order; its steps are the list the seed and the admin write. */
export async function listTutorials(em: EntityManager): Promise<Tutorial[]> {
  const rows = await em.execute<Array<SelectedRow<typeof tutorialColumns>>>(
    `select ${tutorialColumns.sql()} from tutorials order by sort_order`,
  );
  return rows.map((row) => ({ ...row, steps: row.steps as Tutorial['steps'] }));
}
