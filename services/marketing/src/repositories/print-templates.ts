import type { PrintTemplate } from '@undangin/contracts';
import { printTemplateColumns, type EntityManager } from '@undangin/db';

// Reads only: the admin service owns the print_templates table.

/** Active print templates, in catalogue order. */
export function listActivePrintTemplates(em: EntityManager): Promise<PrintTemplate[]> {
  return em.execute<PrintTemplate[]>(
    `select ${printTemplateColumns.sql()} from print_templates where is_active order by sort_order, name`,
  );
}
