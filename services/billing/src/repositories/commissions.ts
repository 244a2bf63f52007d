import { selection, type EntityManager, type SelectedRow } from '@undangin/db';

/** Commission entries and their events, as billing writes them when an order is paid or refunded. */
const lockedColumns = selection('commissions', [
  'id',
  'partner_id',
  'kind',
  'rate_bp',
  'amount',
  'status',
  'payout_id',
]);
export type LockedCommission = SelectedRow<typeof lockedColumns>;

/** The partner who referred `userId`, as an order of theirs earns it. */
export interface ReferralOfBuyer {
  partner_id: string;
  partner_user_id: string | null;
  partner_email: string;
  /** The partner's account's address now (it may have changed since joining). */
  partner_account_email: string | null;
  buyer_email: string;
  status: string;
  programme_id: string;
  rate_bp: number;
  requires_entitlement: string | null;
  referred_at: string;
}

export async function referralOf(em: EntityManager, userId: string): Promise<ReferralOfBuyer | null> {
  const [row] = await em.execute<ReferralOfBuyer[]>(
    `select p.id as partner_id, p.user_id as partner_user_id, p.email as partner_email,
            pu.email as partner_account_email, u.email as buyer_email,
            p.status, p.programme_id, g.rate_bp, g.requires_entitlement, r.created_at as referred_at
       from referrals r join partners p on p.id = r.partner_id join partner_programmes g on g.id = p.programme_id
       join auth_users u on u.id = r.user_id left join auth_users pu on pu.id = p.user_id
      where r.user_id = ?`,
    [userId],
  );
  return row ?? null;
}

export async function rateOfProgramme(em: EntityManager, programmeId: string): Promise<number> {
  const [row] = await em.execute<Array<{ rate_bp: number }>>(`select rate_bp from partner_programmes where id = ?`, [
    programmeId,
  ]);
  return row?.rate_bp ?? 0;
}

export interface NewCommission {
  partnerId: string;
  orderId: string;
  buyerId: string;
  kind: 'commission' | 'clawback';
  baseAmount: number;
  rateBp: number;
  amount: number;
  status: 'pending' | 'approved';
  /** Days from now until it may be approved (the money-back window); 0 for a clawback (due at once). */
  windowDays: number;
}

/** A new entry with its first event (`created`, or `clawback`), in the caller's transaction; null if the order has one. */
export async function insertCommission(
  tx: EntityManager,
  entry: NewCommission,
  orderEventId: number | null,
): Promise<string | null> {
  const [row] = await tx.execute<Array<{ id: string }>>(
    `insert into commissions (partner_id, order_id, order_ref, buyer_id, kind, base_amount, rate_bp, amount, status,
                              available_at, approved_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, now() + make_interval(days => ?), case when ? = 'approved' then now() end)
     on conflict do nothing returning id`,
    [
      entry.partnerId,
      entry.orderId,
      entry.orderId,
      entry.buyerId,
      entry.kind,
      entry.baseAmount,
      entry.rateBp,
      entry.amount,
      entry.status,
      entry.windowDays,
      entry.status,
    ],
  );
  if (!row) return null;
  await recordCommissionEvent(tx, row.id, entry.kind === 'commission' ? 'created' : 'clawback', entry.amount, {
    orderEventId,
  });
  return row.id;
}

export async function recordCommissionEvent(
  tx: EntityManager,
  commissionId: string,
  kind: 'created' | 'approved' | 'reduced' | 'voided' | 'clawback',
  amount: number,
  refs: { orderEventId?: number | null; note?: string },
): Promise<void> {
  // Order events are partitioned by month: the reference is their key, (id, created_at).
  await tx.execute(
    `insert into commission_events (commission_id, kind, amount, order_event_id, order_event_at, note)
     values (?, ?, ?, ?, (select created_at from order_events where id = ?), ?)`,
    [commissionId, kind, amount, refs.orderEventId ?? null, refs.orderEventId ?? null, refs.note ?? null],
  );
}

/** An order's commission, locked (its refunds are applied one after the other). */
export async function lockCommissionOf(tx: EntityManager, orderId: string): Promise<LockedCommission | null> {
  const [row] = await tx.execute<LockedCommission[]>(
    `select ${lockedColumns.sql()} from commissions where order_ref = ? and kind = 'commission' for update`,
    [orderId],
  );
  return row ?? null;
}

/** What the clawbacks of an order already took back (a negative sum, or 0). */
export async function clawedBack(tx: EntityManager, orderId: string): Promise<number> {
  const [row] = await tx.execute<Array<{ total: string | null }>>(
    `select sum(amount) as total from commissions where order_ref = ? and kind = 'clawback'`,
    [orderId],
  );
  return Number(row?.total ?? 0);
}

export async function setCommissionAmount(tx: EntityManager, id: string, amount: number): Promise<void> {
  await tx.execute(`update commissions set amount = ? where id = ?`, [amount, id]);
}

export async function voidCommission(tx: EntityManager, id: string): Promise<void> {
  await tx.execute(`update commissions set status = 'void', voided_at = now() where id = ?`, [id]);
}
