import type { CommissionView, PartnerFigures, PartnerProgramme, PayoutView } from '@undangin/contracts';
import { selection, type EntityManager, type SelectedRow } from '@undangin/db';
import { iso } from '@undangin/service-kit';

/** The partner programme's rows billing writes (partners, clicks) and reads (programmes, referrals, payouts). */
const programmeColumns = selection('partner_programmes', ['id', 'name', 'rate_bp', 'requires_entitlement']);
const partnerColumns = selection('partners', [
  'id',
  'user_id',
  'email',
  'code',
  'programme_id',
  'status',
  'created_at',
]);
export type PartnerRow = SelectedRow<typeof partnerColumns>;

export async function listProgrammes(em: EntityManager): Promise<PartnerProgramme[]> {
  return em.execute<PartnerProgramme[]>(
    `select ${programmeColumns.sql()} from partner_programmes order by rate_bp desc, id`,
  );
}

export async function programmeById(em: EntityManager, id: string): Promise<PartnerProgramme | null> {
  const [row] = await em.execute<PartnerProgramme[]>(
    `select ${programmeColumns.sql()} from partner_programmes where id = ?`,
    [id],
  );
  return row ?? null;
}

export async function partnerOfUser(em: EntityManager, userId: string): Promise<PartnerRow | null> {
  const [row] = await em.execute<PartnerRow[]>(`select ${partnerColumns.sql()} from partners where user_id = ?`, [
    userId,
  ]);
  return row ?? null;
}

export async function partnerByCode(em: EntityManager, code: string): Promise<PartnerRow | null> {
  const [row] = await em.execute<PartnerRow[]>(`select ${partnerColumns.sql()} from partners where code = ?`, [code]);
  return row ?? null;
}

/** A new partner with `code`; false when the account already is one (or the code is taken: the caller draws again). */
export async function insertPartner(
  em: EntityManager,
  partner: { userId: string; email: string; code: string; programme: string },
): Promise<boolean> {
  const rows = await em.execute<unknown[]>(
    `insert into partners (user_id, email, code, programme_id) values (?, ?, ?, ?) on conflict do nothing returning id`,
    [partner.userId, partner.email, partner.code, partner.programme],
  );
  return rows.length === 1;
}

export async function setPartnerProgramme(em: EntityManager, partnerId: string, programmeId: string): Promise<void> {
  await em.execute(`update partners set programme_id = ? where id = ?`, [programmeId, partnerId]);
}

/** The signed-in account's e-mail (a partner's row keeps it: self-referrals are refused by it). */
export async function emailOf(em: EntityManager, userId: string): Promise<string | null> {
  const [row] = await em.execute<Array<{ email: string }>>(`select email from auth_users where id = ?`, [userId]);
  return row?.email ?? null;
}

/** One click of a partner's link; its id becomes the visitor's cookie. */
export async function insertClick(
  em: EntityManager,
  click: { partnerId: string; landing: string; visitor: string },
): Promise<string> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `insert into referral_clicks (partner_id, landing, visitor) values (?, ?, ?) returning id`,
    [click.partnerId, click.landing, click.visitor],
  );
  return row!.id;
}

/** A click still in its cookie's lifetime, of a partner still active: the visitor keeps that referral. */
export async function liveClick(em: EntityManager, clickId: string, days: number): Promise<boolean> {
  const rows = await em.execute<unknown[]>(
    `select 1 from referral_clicks c join partners p on p.id = c.partner_id
      where c.id = ? and c.created_at > now() - make_interval(days => ?) and p.status = 'active'`,
    [clickId, days],
  );
  return rows.length > 0;
}

/** Clicks recorded from this visitor (address) in the last hour. */
export async function recentClicksOf(em: EntityManager, visitor: string): Promise<number> {
  const [row] = await em.execute<Array<{ n: string }>>(
    `select count(*) as n from referral_clicks where visitor = ? and created_at > now() - interval '1 hour'`,
    [visitor],
  );
  return Number(row?.n ?? 0);
}

export async function figuresOf(em: EntityManager, partnerId: string): Promise<PartnerFigures> {
  const [row] = await em.execute<Array<Record<keyof PartnerFigures, string | null>>>(
    `select (select count(*) from referral_clicks where partner_id = ?) as clicks,
            (select count(*) from referrals where partner_id = ?) as signups,
            count(*) filter (where kind = 'commission') as paid_orders,
            sum(amount) filter (where status = 'pending') as pending,
            sum(amount) filter (where status = 'approved') as approved,
            sum(amount) filter (where status = 'paid') as paid
       from commissions where partner_id = ?`,
    [partnerId, partnerId, partnerId],
  );
  const n = (value: string | null | undefined) => Number(value ?? 0);
  return {
    clicks: n(row?.clicks),
    signups: n(row?.signups),
    paid_orders: n(row?.paid_orders),
    pending: n(row?.pending),
    approved: n(row?.approved),
    paid: n(row?.paid),
  };
}

type CommissionRow = Omit<CommissionView, 'available_at' | 'created_at'> & { available_at: string; created_at: string };

export async function commissionsOf(em: EntityManager, partnerId: string, limit = 100): Promise<CommissionView[]> {
  const rows = await em.execute<CommissionRow[]>(
    `select c.id, c.order_ref as order_id, c.kind, p.name as plan_name, c.base_amount, c.rate_bp, c.amount, c.status,
            c.available_at, c.created_at
       from commissions c left join orders o on o.id = c.order_id left join plans p on p.id = o.plan_id
      where c.partner_id = ? order by c.created_at desc, c.id desc limit ?`,
    [partnerId, limit],
  );
  return rows.map((row) => ({ ...row, available_at: iso(row.available_at), created_at: iso(row.created_at) }));
}

type PayoutRow = Omit<PayoutView, 'amount' | 'approved_at' | 'transferred_at'> & {
  amount: string;
  approved_at: string;
  transferred_at: string | null;
};

export async function payoutsOf(em: EntityManager, partnerId: string): Promise<PayoutView[]> {
  const rows = await em.execute<PayoutRow[]>(
    `select id, amount, entries, status, reference, approved_at, transferred_at from partner_payouts
      where partner_id = ? order by approved_at desc limit 50`,
    [partnerId],
  );
  return rows.map((row) => ({
    ...row,
    amount: Number(row.amount),
    approved_at: iso(row.approved_at),
    transferred_at: iso(row.transferred_at),
  }));
}
