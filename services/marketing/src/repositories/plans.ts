import type { Plan } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

// Reads only: the admin service owns the plans table.

/** Active plans, cheapest first; `features` as stored (JSON array or text). */
export function listActivePlans(em: EntityManager): Promise<Array<Omit<Plan, 'features'> & { features: unknown }>> {
  return em.execute(
    `select id, name, description, price, billing_interval, features, max_invitations, max_guests_per_invitation
     from plans where is_active order by price, name`,
  );
}
