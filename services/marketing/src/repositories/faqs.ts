import type { FaqItem } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

/** The questions of one page's FAQ, in order. */
export function listFaqs(em: EntityManager, topic: string): Promise<FaqItem[]> {
  return em.execute<FaqItem[]>(`select question, answer from faqs where topic = ? order by sort_order, id`, [topic]);
}
