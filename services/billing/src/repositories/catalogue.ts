import { column, type Columns, type EntityManager } from '@undangin/db';

const paidAt = column('orders', 'paid_at');

/** What checkout reads of tables other services own: the plan, the promo, the buyer's profile. */
export type CheckoutPlan = Columns<'plans', 'id' | 'name' | 'price'>;

export async function activePlan(em: EntityManager, planId: string): Promise<CheckoutPlan | null> {
  const [row] = await em.execute<CheckoutPlan[]>(`select id, name, price from plans where id = ? and is_active`, [
    planId,
  ]);
  return row ?? null;
}

export type CheckoutPromo = Columns<
  'promos',
  'id' | 'plan_id' | 'promo_price' | 'valid_until' | 'new_accounts_only' | 'once_per_account' | 'max_uses'
> & { running: boolean };

export async function promoById(em: EntityManager, promoId: string): Promise<CheckoutPromo | null> {
  const [row] = await em.execute<CheckoutPromo[]>(
    `select id, plan_id, promo_price, valid_until > now() as running, valid_until, new_accounts_only, once_per_account,
       max_uses from promos where id = ?`,
    [promoId],
  );
  return row ?? null;
}

/** What a promo's rules ask of the buyer's history: orders paid before (all, of this promo) and the promo's paid uses. */
export async function promoUses(
  em: EntityManager,
  promoId: string,
  userId: string,
  exceptOrderId: string | null,
): Promise<{ paid_by_account: number; promo_by_account: number; promo_in_all: number }> {
  const [row] = await em.execute<Array<{ paid_by_account: number; promo_by_account: number; promo_in_all: number }>>(
    `select count(*) filter (where user_id = ?)::int as paid_by_account,
       count(*) filter (where user_id = ? and promo_id = ?)::int as promo_by_account,
       count(*) filter (where promo_id = ?)::int as promo_in_all
     from orders where ${paidAt} is not null and id is distinct from ? and (user_id = ? or promo_id = ?)`,
    [userId, userId, promoId, promoId, exceptOrderId, userId, promoId],
  );
  return row ?? { paid_by_account: 0, promo_by_account: 0, promo_in_all: 0 };
}

/** Holds a promo's count of paid uses until the transaction ends: two payments at once are counted one after the other. */
export async function lockPromoUses(tx: EntityManager, promoId: string): Promise<void> {
  await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`promo-uses:${promoId}`]);
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
