import type { FaqItem } from '@undangin/contracts';
import { selection, type EntityManager, type SelectedRow } from '@undangin/db';

const faqColumns = selection('faqs', ['question', 'answer']);

/** The questions of one page's FAQ, in order. */
export function listFaqs(em: EntityManager, topic: string): Promise<FaqItem[]> {
  return em.execute<Array<SelectedRow<typeof faqColumns>>>(
    `select ${faqColumns.sql()} from faqs where topic = ? order by sort_order, id`,
    [topic],
  );
}
