import type { ActivityItem, Analytics, DashboardSummary, NextEvent, WeekOverWeek } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';

// A host's figures, aggregated over their invitations, guests, views and wishes. Every query is scoped to the owner;
// walk-ins are not invited: they count at the door (check-in), never among the guests who could answer.

/** A rounded percent; 0 of nothing is 0. */
export const rate = (part: number, total: number) => (total ? Math.round((part / total) * 100) : 0);
const jakartaToday = `(now() at time zone 'Asia/Jakarta')::date`;
const defaultColour = '#ec4899';
const hexColour = /^#[0-9a-f]{6}$/i;

type PerInvitationRow = {
  id: string;
  couple_name: string;
  slug: string;
  colour: string | null;
  guests: number;
  answered: number;
  confirmed: number;
  declined: number;
  sent: number;
  opened: number;
  opened_answered: number;
  checked_in: number;
  people: number;
  views: number;
};

/** Totals, the funnel, response time, the 7-day trend (WIB), each invitation's figures and recent activity. */
export async function analyticsOf(em: EntityManager, userId: string): Promise<Analytics> {
  const perInvitation = await em.execute<PerInvitationRow[]>(
    `select i.id, i.couple_name, i.slug, i.theme_data->'colors'->>'primary' as colour,
       count(g.id) filter (where g.source <> 'walkin')::int as guests, count(g.id) filter (where g.source <> 'walkin' and g.status <> 'pending')::int as answered,
       count(g.id) filter (where g.source <> 'walkin' and g.status = 'confirmed')::int as confirmed,
       count(g.id) filter (where g.source <> 'walkin' and g.status = 'declined')::int as declined,
       count(g.sent_at)::int as sent, count(g.opened_at)::int as opened,
       count(g.opened_at) filter (where g.status <> 'pending')::int as opened_answered, count(g.checked_in_at)::int as checked_in,
       coalesce(sum(g.checked_in_count), 0)::int as people,
       (select count(*)::int from invitation_views v where v.invitation_id = i.id) as views
     from invitations i left join guests g on g.invitation_id = i.id where i.user_id = ? group by i.id order by i.created_at desc`,
    [userId],
  );
  const sum = (key: keyof PerInvitationRow) => perInvitation.reduce((total, row) => total + Number(row[key]), 0);
  const totals = {
    invitations: perInvitation.length,
    guests: sum('guests'),
    views: sum('views'),
    confirmed: sum('confirmed'),
    declined: sum('declined'),
    pending: sum('guests') - sum('answered'),
    sent: sum('sent'),
    opened: sum('opened'),
    opened_answered: sum('opened_answered'),
    checked_in: sum('checked_in'),
    people_checked_in: sum('people'),
  };
  return {
    totals,
    // One measure under one name on every screen: the dashboard tile Respons is this rate too.
    response_rate: rate(totals.confirmed + totals.declined, totals.guests),
    // A part of a whole, never above 100 (answers over page views was: one visitor a day, answers without a visit).
    conversion_rate: rate(totals.opened_answered, totals.opened),
    avg_response_hours: await averageResponseHours(em, userId),
    trend: await rsvpTrend(em, userId),
    per_invitation: perInvitation.map((r) => ({
      id: r.id,
      couple_name: r.couple_name,
      slug: r.slug,
      guests: r.guests,
      answered: r.answered,
      confirmed: r.confirmed,
      declined: r.declined,
      pending: r.guests - r.answered,
      views: r.views,
      rate: rate(r.answered, r.guests),
      colour: r.colour && hexColour.test(r.colour) ? r.colour : defaultColour,
    })),
    recent: await recentAnswers(em, userId),
  };
}

/** Hours from sending an invitation (or adding the guest) to their answer, on average, one decimal; null without answers. */
async function averageResponseHours(em: EntityManager, userId: string): Promise<number | null> {
  const [row] = await em.execute<Array<{ hours: number | null }>>(
    `select round((avg(extract(epoch from (g.rsvp_date - coalesce(g.sent_at, g.created_at)))) / 3600)::numeric, 1)::float as hours
     from guests g join invitations i on i.id = g.invitation_id
     where i.user_id = ? and g.sent_at is not null and g.rsvp_date is not null and g.rsvp_date >= g.sent_at`,
    [userId],
  );
  return row?.hours ?? null;
}

/** RSVPs per day over the last 7 days (WIB), days without any included. */
async function rsvpTrend(em: EntityManager, userId: string): Promise<Analytics['trend']> {
  return em.execute<Analytics['trend']>(
    `select to_char(d.day, 'YYYY-MM-DD') as day, count(g.id)::int as rsvps
     from generate_series(${jakartaToday} - 6, ${jakartaToday}, interval '1 day') as d(day)
     left join (guests g join invitations i on i.id = g.invitation_id and i.user_id = ?)
       on (g.rsvp_date at time zone 'Asia/Jakarta')::date = d.day::date
     group by d.day order by d.day`,
    [userId],
  );
}

/** The 10 latest RSVPs and invitations made, newest first. */
async function recentAnswers(em: EntityManager, userId: string): Promise<Analytics['recent']> {
  const rows = await em.execute<Array<Omit<Analytics['recent'][number], 'at'> & { at: string | Date }>>(
    `(select 'rsvp' as kind, g.name as title, case g.status when 'confirmed' then 'Akan hadir · ' when 'declined' then 'Tidak dapat hadir · ' else '' end || i.couple_name as detail, g.rsvp_date as at
       from guests g join invitations i on i.id = g.invitation_id where i.user_id = ? and g.rsvp_date is not null order by g.rsvp_date desc limit 10)
     union all
     (select 'invitation', i.couple_name, 'Undangan dibuat · /' || i.slug, i.created_at from invitations i where i.user_id = ? order by i.created_at desc limit 5)
     order by at desc limit 10`,
    [userId, userId],
  );
  return rows.map((r) => ({ ...r, at: iso(r.at) }));
}

/** The tiles: Respons is everyone invited who answered (hadir or tidak), as on the analytics page. */
export async function summaryOf(em: EntityManager, userId: string): Promise<DashboardSummary> {
  const [row] = await em.execute<Array<{ invitations: number; guests: number; answered: number; views: number }>>(
    `select (select count(*)::int from invitations where user_id = ?) as invitations,
       (select count(*)::int from invitation_views v join invitations i on i.id = v.invitation_id where i.user_id = ?) as views,
       invited.guests, invited.answered
     from (select count(*)::int as guests, (count(*) filter (where g.status <> 'pending'))::int as answered
           from guests g join invitations i on i.id = g.invitation_id where i.user_id = ? and g.source <> 'walkin') invited`,
    [userId, userId, userId],
  );
  return {
    invitations: row!.invitations,
    guests: row!.guests,
    views: row!.views,
    response_rate: rate(row!.answered, row!.guests),
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
export async function performanceOf(
  em: EntityManager,
  userId: string,
): Promise<{ views: WeekOverWeek; responses: WeekOverWeek }> {
  const [row] = await em.execute<
    Array<{ views_current: number; views_previous: number; responses_current: number; responses_previous: number }>
  >(
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
