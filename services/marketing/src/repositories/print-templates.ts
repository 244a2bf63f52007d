import type { PrintTemplate } from '@undangin/contracts';
import { selection, type EntityManager } from '@undangin/db';

// Reads only: the admin service owns the print_templates table.

const shown = selection('print_templates', [
  'id',
  'name',
  'description',
  'category',
  'subcategory',
  'tags',
  'price',
  'original_price',
  'thumbnail',
  'gallery_images',
  'features',
  'specifications',
  'is_featured',
  'sort_order',
]);

/** Active print templates, in catalogue order. */
export function listActivePrintTemplates(em: EntityManager): Promise<PrintTemplate[]> {
  return em.execute<PrintTemplate[]>(
    `select ${shown.sql()} from print_templates where is_active order by sort_order, name`,
  );
}
