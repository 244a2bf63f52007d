import type { AdminOrder, AdminOrderPage, AdminOrderQuery } from '@undangin/contracts';
import { column, type EntityManager } from '@undangin/db';
import { cursorTimeSql, escapeLike, keysetPage } from './keyset';

type OrderRow = Omit<AdminOrder, 'created_at' | 'paid_at'> & {
  created_at: Date | string;
  paid_at: Date | string | null;
  cursor_time: string;
};

const orderSelect = `select o.id, o.user_id as buyer_id, u.email as buyer_email, p.name as buyer_name, o.plan_id,
    pl.name as plan_name, o.amount, ${column('orders', 'refunded_amount', 'o')}, o.status,
    ${column('orders', 'payment_type', 'o')}, o.created_at, ${column('orders', 'paid_at', 'o')},
    ${cursorTimeSql('o.created_at')} as cursor_time
  from orders o
  join auth_users u on u.id = o.user_id
  left join profiles p on p.id = o.user_id
  join plans pl on pl.id = o.plan_id`;

const toAdminOrder = ({ cursor_time: _cursor, created_at, paid_at, ...row }: OrderRow): AdminOrder => ({
  ...row,
  created_at: new Date(created_at).toISOString(),
  paid_at: paid_at ? new Date(paid_at).toISOString() : null,
});

/**
 * Every order of the platform, newest first, a page after the cursor, matched on part of its id or of the buyer's
 * e-mail (each through its trigram index), and filtered by status.
 */
export async function listOrders(em: EntityManager, query: AdminOrderQuery): Promise<AdminOrderPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const search = query.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    conditions.push(`(o.id ilike ? or o.user_id = any(array(select id from auth_users where email ilike ?)))`);
    params.push(like, like);
  }
  if (query.status) {
    conditions.push('o.status = ?');
    params.push(query.status);
  }
  return keysetPage(em, {
    select: orderSelect,
    from: 'orders o',
    conditions,
    params,
    time: 'o.created_at',
    id: 'o.id',
    idType: 'text',
    perPage: query.per_page ?? 20,
    cursor: query.cursor,
    idOf: (row) => row.id,
    toItem: toAdminOrder,
  });
}
