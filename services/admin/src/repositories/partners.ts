import type {
  AdminCommission,
  AdminCommissionQuery,
  AdminPartner,
  AdminPayout,
  AdminProgramme,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';

/**
 * The partner programme as the admin runs it: rates (partner_programmes and partner_payouts are the admin's), the
 * partners and commissions billing writes (read here; the admin moves an entry into a payout and to paid, nothing else).
 */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const n = (value: string | number | null | undefined) => Number(value ?? 0);

export async function listProgrammes(em: EntityManager): Promise<AdminProgramme[]> {
  const rows = await em.execute<Array<AdminProgramme & { partners: string }>>(
    `select g.id, g.name, g.rate_bp, g.requires_entitlement,
            (select count(*) from partners p where p.programme_id = g.id) as partners
       from partner_programmes g order by g.id`,
  );
  return rows.map((row) => ({ ...row, partners: n(row.partners) }));
}

export async function lockProgramme(em: EntityManager, id: string): Promise<{ id: string; rate_bp: number } | null> {
  const [row] = await em.execute<Array<{ id: string; rate_bp: number }>>(
    `select id, rate_bp from partner_programmes where id = ? for update`,
    [id],
  );
  return row ?? null;
}

export async function setProgrammeRate(em: EntityManager, id: string, rateBp: number): Promise<void> {
  await em.execute(`update partner_programmes set rate_bp = ?, updated_at = now() where id = ?`, [rateBp, id]);
}

type PartnerRow = Record<keyof AdminPartner, string>;
const toPartner = (row: PartnerRow): AdminPartner => ({
  id: row.id,
  email: row.email,
  code: row.code,
  programme_id: row.programme_id as AdminPartner['programme_id'],
  status: row.status as AdminPartner['status'],
  created_at: iso(row.created_at),
  clicks: n(row.clicks),
  signups: n(row.signups),
  pending: n(row.pending),
  payable: n(row.payable),
  in_payout: n(row.in_payout),
  paid: n(row.paid),
});

const partnerSql = `select p.id, p.email, p.code, p.programme_id, p.status, p.created_at,
    (select count(*) from referral_clicks c where c.partner_id = p.id) as clicks,
    (select count(*) from referrals r where r.partner_id = p.id) as signups,
    coalesce(sum(m.amount) filter (where m.status = 'pending'), 0) as pending,
    coalesce(sum(m.amount) filter (where m.status = 'approved' and m.payout_id is null), 0) as payable,
    coalesce(sum(m.amount) filter (where m.status = 'approved' and m.payout_id is not null), 0) as in_payout,
    coalesce(sum(m.amount) filter (where m.status = 'paid'), 0) as paid
  from partners p left join commissions m on m.partner_id = p.id`;

/** Partners, newest first (200), found by part of their e-mail or their code. */
export async function listPartners(em: EntityManager, q: string | undefined): Promise<AdminPartner[]> {
  const term = q?.trim();
  const rows = await em.execute<PartnerRow[]>(
    `${partnerSql} ${term ? 'where p.email ilike ? or p.code = ?' : ''}
      group by p.id order by p.created_at desc, p.id desc limit 200`,
    term ? [`%${escapeLike(term)}%`, term.toLowerCase()] : [],
  );
  return rows.map(toPartner);
}

export async function partnerById(em: EntityManager, id: string): Promise<AdminPartner | null> {
  const [row] = await em.execute<PartnerRow[]>(`${partnerSql} where p.id = ? group by p.id`, [id]);
  return row ? toPartner(row) : null;
}

export async function setPartnerStatus(em: EntityManager, id: string, status: string): Promise<void> {
  await em.execute(`update partners set status = ? where id = ?`, [status, id]);
}

type CommissionRow = Omit<AdminCommission, 'available_at' | 'created_at'> & {
  available_at: string;
  created_at: string;
};

/** Commission entries, newest first: of one status or partner, 500 at most (the CSV: every one that matches). */
export async function listCommissions(
  em: EntityManager,
  query: AdminCommissionQuery,
  limit: number | null = 500,
): Promise<AdminCommission[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.status) {
    where.push('m.status = ?');
    params.push(query.status);
  }
  if (query.partner_id) {
    where.push('m.partner_id = ?');
    params.push(query.partner_id);
  }
  const rows = await em.execute<CommissionRow[]>(
    `select m.id, m.partner_id, p.email as partner_email, m.order_ref as order_id, u.email as buyer_email, m.kind,
            m.base_amount, m.rate_bp, m.amount, m.status, m.available_at, m.created_at, m.payout_id
       from commissions m join partners p on p.id = m.partner_id left join auth_users u on u.id = m.buyer_id
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by m.created_at desc, m.id desc ${limit === null ? '' : `limit ${Number(limit)}`}`,
    params,
  );
  return rows.map((row) => ({ ...row, available_at: iso(row.available_at), created_at: iso(row.created_at) }));
}

type PayoutRow = Omit<AdminPayout, 'amount' | 'approved_at' | 'transferred_at'> & {
  amount: string;
  approved_at: string;
  transferred_at: string | null;
};
const toPayout = (row: PayoutRow): AdminPayout => ({
  ...row,
  amount: n(row.amount),
  approved_at: iso(row.approved_at),
  transferred_at: iso(row.transferred_at),
});
const payoutSql = `select o.id, o.partner_id, p.email as partner_email, o.amount, o.entries, o.status, o.reference,
    o.approved_at, o.transferred_at from partner_payouts o join partners p on p.id = o.partner_id`;

export async function listPayouts(em: EntityManager): Promise<AdminPayout[]> {
  const rows = await em.execute<PayoutRow[]>(`${payoutSql} order by o.approved_at desc, o.id desc limit 200`);
  return rows.map(toPayout);
}

export async function lockPayout(em: EntityManager, id: string): Promise<AdminPayout | null> {
  const [row] = await em.execute<PayoutRow[]>(`${payoutSql} where o.id = ? for update of o`, [id]);
  return row ? toPayout(row) : null;
}

/** The partner's approved entries in no payout, locked: a refund's clawback and this payout are judged in turn. */
export async function lockPayable(
  em: EntityManager,
  partnerId: string,
): Promise<Array<{ id: string; amount: number }>> {
  return em.execute<Array<{ id: string; amount: number }>>(
    `select id, amount from commissions where partner_id = ? and status = 'approved' and payout_id is null
      order by created_at for update`,
    [partnerId],
  );
}

/** A payout of these entries, approved by `actorId`; each entry records the step. */
export async function insertPayout(
  em: EntityManager,
  payout: { partnerId: string; entries: Array<{ id: string; amount: number }>; actorId: string },
): Promise<string> {
  const amount = payout.entries.reduce((sum, entry) => sum + entry.amount, 0);
  const [row] = await em.execute<Array<{ id: string }>>(
    `insert into partner_payouts (partner_id, amount, entries, approved_by) values (?, ?, ?, ?) returning id`,
    [payout.partnerId, amount, payout.entries.length, payout.actorId],
  );
  const ids = payout.entries.map((entry) => entry.id);
  await em.execute(`update commissions set payout_id = ? where id in (?)`, [row!.id, ids]);
  await em.execute(
    `insert into commission_events (commission_id, kind, amount, payout_id, actor_id)
     select id, 'payout_approved', amount, ?, ? from commissions where id in (?)`,
    [row!.id, payout.actorId, ids],
  );
  return row!.id;
}

/** The payout and its entries are paid, with the transfer's reference. */
export async function markPayoutPaid(
  em: EntityManager,
  payout: { id: string; reference: string; actorId: string },
): Promise<void> {
  await em.execute(
    `update partner_payouts set status = 'paid', reference = ?, paid_by = ?, transferred_at = now() where id = ?`,
    [payout.reference, payout.actorId, payout.id],
  );
  await em.execute(
    `with paid as (update commissions set status = 'paid' where payout_id = ? returning id, amount)
     insert into commission_events (commission_id, kind, amount, payout_id, actor_id, note)
     select id, 'paid', amount, ?, ?, ? from paid`,
    [payout.id, payout.id, payout.actorId, payout.reference],
  );
}
