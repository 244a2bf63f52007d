import type { AdminOverview, OverviewDay } from '@undangin/contracts';
import { column, type EntityManager } from '@undangin/db';

const paidAt = column('orders', 'paid_at');

/** The start of today and of this month on the Jakarta calendar, as timestamps. */
const jakartaToday = `(date_trunc('day', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta')`;
const jakartaMonth = `(date_trunc('month', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta')`;
const jakartaDate = (column: string) => `(${column} at time zone 'Asia/Jakarta')::date`;

type Totals = AdminOverview['totals'];
type Row = { [K in keyof Totals]: number | string };

/**
 * Platform-wide counts: accounts, invitations, guests and answered RSVPs from the kept figures (platform_figures, moved
 * by triggers in the writes' own transactions), sign-ins today and paid orders and revenue this month through their
 * indexes.
 */
export async function overviewTotals(em: EntityManager): Promise<Totals> {
  const kept = (name: string) => `(select coalesce(sum(value), 0) from platform_figures where name = '${name}')`;
  const [row] = await em.execute<Row[]>(
    `select ${kept('users')} as users, ${kept('invitations')} as invitations, ${kept('guests')} as guests,
            ${kept('rsvps_answered')} as rsvps_answered,
            (select count(*) from auth_users where last_sign_in_at >= ${jakartaToday}) as active_today,
            (select count(*) from orders where status = 'paid' and ${paidAt} >= ${jakartaMonth}) as paid_orders_month,
            (select coalesce(sum(amount), 0) from orders where status = 'paid' and ${paidAt} >= ${jakartaMonth}) as revenue_month`,
  );
  const totals = {} as Totals;
  for (const key of Object.keys(row!) as (keyof Totals)[]) totals[key] = Number(row![key]);
  return totals;
}

/** Sign-ups and new invitations per Jakarta day over the last 30 days, oldest first, quiet days as zeros. */
export async function overviewDays(em: EntityManager): Promise<OverviewDay[]> {
  const rows = await em.execute<{ day: string; signups: number; invitations: number }[]>(
    `with days as (
       select generate_series(${jakartaDate('now()')} - 29, ${jakartaDate('now()')}, interval '1 day')::date as day),
     signups as (
       select ${jakartaDate('created_at')} as day, count(*)::int as n from auth_users
        where created_at >= now() - interval '31 days' group by 1),
     created as (
       select ${jakartaDate('created_at')} as day, count(*)::int as n from invitations
        where created_at >= now() - interval '31 days' group by 1)
     select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(signups.n, 0) as signups, coalesce(created.n, 0) as invitations
       from days left join signups using (day) left join created using (day)
      order by days.day`,
  );
  return rows.map((row) => ({ day: row.day, signups: Number(row.signups), invitations: Number(row.invitations) }));
}
