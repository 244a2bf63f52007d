import type { Plan } from '@undangin/contracts';
import { column, type EntityManager } from '@undangin/db';

const maxGuests = column('plans', 'max_guests_per_invitation');

// Reads only: the admin service owns the plans table.

/** Active plans, cheapest first; `features` as stored (JSON array or text). */
export function listActivePlans(em: EntityManager): Promise<Array<Omit<Plan, 'features'> & { features: unknown }>> {
  return em.execute(
    `select id, name, description, price, billing_interval, features, max_invitations, ${maxGuests}
     from plans where is_active order by price, name`,
  );
}
