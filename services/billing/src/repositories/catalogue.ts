import type { EntityManager } from '@undangin/db';

/** What checkout reads of tables other services own: the plan, the promo, the buyer's profile. */
export interface CheckoutPlan {
  id: string;
  name: string;
  price: number;
}

export async function activePlan(em: EntityManager, planId: string): Promise<CheckoutPlan | null> {
  const [row] = await em.execute<CheckoutPlan[]>(`select id, name, price from plans where id = ? and is_active`, [
    planId,
  ]);
  return row ?? null;
}

export interface CheckoutPromo {
  id: string;
  plan_id: string | null;
  promo_price: number;
  running: boolean;
}

export async function promoById(em: EntityManager, promoId: string): Promise<CheckoutPromo | null> {
  const [row] = await em.execute<CheckoutPromo[]>(
    `select id, plan_id, promo_price, valid_until > now() as running from promos where id = ?`,
    [promoId],
  );
  return row ?? null;
}

export interface Customer {
  email: string;
  name: string | null;
  whatsapp: string | null;
}

export async function customerOf(em: EntityManager, userId: string): Promise<Customer | null> {
  const [row] = await em.execute<Customer[]>(
    `select u.email, coalesce(nullif(trim(p.name), ''), nullif(trim(u.user_metadata->>'name'), '')) as name, nullif(trim(p.whatsapp), '') as whatsapp
     from auth_users u left join profiles p on p.id = u.id where u.id = ?`,
    [userId],
  );
  return row ?? null;
}
