import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Approves every pending entry whose money-back window has passed (of one partner, or all): approved as of the end of
 * its window, whenever this runs, with the event dated the same. A refund voids an entry before this can see it.
 */
export async function approveDue(em: EntityManager, partnerId: string | null = null): Promise<number> {
  const rows = await em.execute<unknown[]>(
    `with due as (
       update commissions set status = 'approved', approved_at = available_at
        where status = 'pending' and available_at <= now() and (?::uuid is null or partner_id = ?::uuid)
        returning id, amount, available_at)
     insert into commission_events (commission_id, kind, amount, created_at)
     select id, 'approved', amount, available_at from due returning id`,
    [partnerId, partnerId],
  );
  return rows.length;
}
