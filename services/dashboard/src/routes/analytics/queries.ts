import { supportWhatsapp, type ActivePlan, type ActivityItem, type DashboardSummary, type NextEvent, type WeekOverWeek } from '@undangin/contracts';
import { limitsOf, type EntityManager } from '@undangin/db';

// The dashboard's queries on a host's figures. Every one is scoped to the owner; walk-ins are not invited guests.
export const rate = (part: number, total: number) => (total ? Math.round((part / total) * 100) : 0);
const iso = (value: string | Date) => new Date(value).toISOString();
const jakartaToday = `(now() at time zone 'Asia/Jakarta')::date`;

/** The tiles: Response is the confirmed guests among all guests (spec 001 §9), not everyone who answered. */
export async function summaryOf(em: EntityManager, userId: string): Promise<DashboardSummary> {
  const [row] = await em.execute<Array<{ invitations: number; guests: number; confirmed: number; views: number }>>(
    `select (select count(*)::int from invitations where user_id = ?) as invitations,
       (select count(*)::int from invitation_views v join invitations i on i.id = v.invitation_id where i.user_id = ?) as views,
       invited.guests, invited.confirmed
     from (select count(*)::int as guests, (count(*) filter (where g.status = 'confirmed'))::int as confirmed
           from guests g join invitations i on i.id = g.invitation_id where i.user_id = ? and g.source <> 'walkin') invited`,
    [userId, userId, userId],
  );
  return { invitations: row!.invitations, guests: row!.guests, views: row!.views, response_rate: rate(row!.confirmed, row!.guests) };
}

/** The plan whose limits the services enforce (limitsOf), with its name and how much of it is used. */
export async function planOf(em: EntityManager, userId: string, invitationsUsed: number): Promise<ActivePlan> {
  const limits = await limitsOf(em, userId);
  const [row] = await em.execute<Array<{ name: string; price: number; period_end: string | Date | null }>>(
    `select p.name, p.price,
       (select s.current_period_end from subscriptions s where s.user_id = ? and s.plan_id = p.id and s.status = 'active'
          and (s.current_period_end is null or s.current_period_end > now()) order by s.created_at desc limit 1) as period_end
     from plans p where p.id = ?`,
    [userId, limits.planId],
  );
  // Nothing is deleted when a subscription ends: the host sees which plan ended and when, beside what is over the limit.
  const [lapsed] =
    limits.planId === 'gratis'
      ? await em.execute<Array<{ plan_name: string; ended_at: string | Date }>>(
          `select p.name as plan_name, s.current_period_end as ended_at from subscriptions s join plans p on p.id = s.plan_id
           where s.user_id = ? and s.current_period_end <= now() and s.status in ('active', 'expired')
           order by s.current_period_end desc limit 1`,
          [userId],
        )
      : [];
  return {
    lapsed: lapsed ? { plan_name: lapsed.plan_name, ended_at: iso(lapsed.ended_at) } : null,
    id: limits.planId,
    name: row?.name ?? 'Gratis',
    price: row?.price ?? 0,
    max_invitations: limits.maxInvitations,
    max_guests_per_invitation: limits.maxGuestsPerInvitation,
    invitations_used: invitationsUsed,
    current_period_end: row?.period_end ? iso(row.period_end) : null,
  };
}

/** The nearest event still to come: its date at its time in WIB (midnight when the time is not set or not HH:MM). */
export async function nextEventOf(em: EntityManager, userId: string): Promise<NextEvent | null> {
  const [row] = await em.execute<Array<Omit<NextEvent, 'starts_at'> & { starts_at: string | Date }>>(
    `select id, slug, couple_name, to_char(event_date, 'YYYY-MM-DD') as event_date, event_time, starts_at from (
       select i.id, i.slug, i.couple_name, i.event_date, i.event_time,
         ((i.event_date + case when i.event_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then i.event_time::time else time '00:00' end)
           at time zone 'Asia/Jakarta') as starts_at
       from invitations i where i.user_id = ? and i.event_date >= ${jakartaToday}) e
     where starts_at > now() order by starts_at, couple_name limit 1`,
    [userId],
  );
  return row ? { ...row, starts_at: iso(row.starts_at) } : null;
}

/** Views and RSVP answers of the last 7 days (today included, WIB) against the 7 days before. */
export async function performanceOf(em: EntityManager, userId: string): Promise<{ views: WeekOverWeek; responses: WeekOverWeek }> {
  const [row] = await em.execute<Array<{ views_current: number; views_previous: number; responses_current: number; responses_previous: number }>>(
    `with days as (
       select v.day from invitation_views v join invitations i on i.id = v.invitation_id
       where i.user_id = ? and v.day > ${jakartaToday} - 14),
     answers as (
       select (g.rsvp_date at time zone 'Asia/Jakarta')::date as day from guests g join invitations i on i.id = g.invitation_id
       where i.user_id = ? and g.source <> 'walkin' and g.status <> 'pending' and g.rsvp_date > now() - interval '15 days')
     select (select count(*) from days where day > ${jakartaToday} - 7)::int as views_current,
       (select count(*) from days where day <= ${jakartaToday} - 7)::int as views_previous,
       (select count(*) from answers where day > ${jakartaToday} - 7)::int as responses_current,
       (select count(*) from answers where day <= ${jakartaToday} - 7 and day > ${jakartaToday} - 14)::int as responses_previous`,
    [userId, userId],
  );
  return {
    views: { current: row!.views_current, previous: row!.views_previous },
    responses: { current: row!.responses_current, previous: row!.responses_previous },
  };
}

/** The latest RSVPs, guest-book wishes (not the ones the host hid) and check-ins, newest first. */
export async function activityOf(em: EntityManager, userId: string, limit = 8): Promise<ActivityItem[]> {
  const rows = await em.execute<Array<Omit<ActivityItem, 'at'> & { at: string | Date }>>(
    `(select 'rsvp' as kind, g.name,
        case g.status when 'confirmed' then 'Akan hadir (' || g.guest_count || ' orang)' else 'Tidak dapat hadir' end as detail,
        i.couple_name as invitation, g.rsvp_date as at
      from guests g join invitations i on i.id = g.invitation_id
      where i.user_id = ? and g.rsvp_date is not null and g.status <> 'pending' order by g.rsvp_date desc limit ?)
     union all
     (select 'wish', e.name, 'Ucapan: "' || left(e.message, 100) || case when length(e.message) > 100 then '…' else '' end || '"',
        i.couple_name, e.created_at
      from guestbook_entries e join invitations i on i.id = e.invitation_id
      where i.user_id = ? and not e.hidden order by e.created_at desc limit ?)
     union all
     (select 'checkin', g.name, 'Check-in (' || coalesce(g.checked_in_count, 1) || ' orang)', i.couple_name, g.checked_in_at
      from guests g join invitations i on i.id = g.invitation_id
      where i.user_id = ? and g.checked_in_at is not null order by g.checked_in_at desc limit ?)
     order by at desc limit ?`,
    [userId, limit, userId, limit, userId, limit, limit],
  );
  return rows.map((row) => ({ ...row, at: iso(row.at) }));
}

/** The support number an admin set for the site (app_settings 'site'), else the seeded one. */
export async function supportNumberOf(em: EntityManager): Promise<string> {
  const [row] = await em.execute<Array<{ whatsapp: string | null }>>(`select value->>'whatsapp' as whatsapp from app_settings where key = 'site'`);
  return row?.whatsapp?.trim() || supportWhatsapp;
}
