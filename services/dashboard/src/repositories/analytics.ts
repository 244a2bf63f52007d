import type {
  ActivityItem,
  AdvancedAnalytics,
  Analytics,
  DashboardSummary,
  NextEvent,
  WeekOverWeek,
} from '@undangin/contracts';
import { column, type Columns, type EntityManager } from '@undangin/db';
import { iso, requiredPlan } from '@undangin/service-kit';
import { hostSessionFigures } from './sessions';

// A host's figures, aggregated over their invitations, guests, views and wishes. Every query is scoped to the owner.
// The guests are the one definition of packages/db/src/guest-figures.ts: those on the list; walk-ins count at the
// door (check-in) and answers from names not on the list wait apart, never among the guests who could answer.

/** A rounded percent; 0 of nothing is 0. */
export const rate = (part: number, total: number) => (total ? Math.round((part / total) * 100) : 0);
const jakartaToday = `(now() at time zone 'Asia/Jakarta')::date`;
const defaultColour = '#ec4899';
const hexColour = /^#[0-9a-f]{6}$/i;

type PerInvitationRow = Columns<'invitations', 'id' | 'couple_name' | 'slug'> & {
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

// The figures are kept as guests and views change (packages/db/src/kept-figures.ts: guest_list_counts, answers and
// views per day), so a host with 100,000 guests reads a few rows per invitation, as one with 100 does.
const ownedBy = `join invitations i on i.id = k.invitation_id and i.user_id = ?`;

/** Totals, the funnel, response time, the 7-day trend (WIB), each invitation's figures and recent activity. */
export async function analyticsOf(em: EntityManager, userId: string, advanced: boolean): Promise<Analytics> {
  const perSession = await hostSessionFigures(em, userId);
  const perInvitation = await em.execute<PerInvitationRow[]>(
    `select i.id, i.couple_name, i.slug, i.theme_data->'colors'->>'primary' as colour,
       coalesce(c.listed, 0)::int as guests, coalesce(c.confirmed + c.declined, 0)::int as answered,
       coalesce(c.confirmed, 0)::int as confirmed, coalesce(c.declined, 0)::int as declined,
       coalesce(c.sent, 0)::int as sent, coalesce(c.opened, 0)::int as opened,
       coalesce(c.opened_answered, 0)::int as opened_answered, coalesce(c.checked_in, 0)::int as checked_in,
       coalesce(c.people_checked_in, 0)::int as people, coalesce(v.views, 0)::int as views
     from invitations i
     left join lateral (select sum(k.listed) as listed, sum(k.confirmed) as confirmed, sum(k.declined) as declined,
         sum(k.sent) as sent,
         sum(k.opened) as opened, sum(k.opened_answered) as opened_answered, sum(k.checked_in) as checked_in,
         sum(k.people_checked_in) as people_checked_in
       from guest_list_counts k where k.invitation_id = i.id) c on true
     left join lateral (select sum(k.views) as views from invitation_view_days k where k.invitation_id = i.id) v on true
     where i.user_id = ? order by i.created_at desc`,
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
    checked_in: sum('checked_in'),
    people_checked_in: sum('people'),
  };
  const opened = sum('opened');
  const openedAnswered = sum('opened_answered');
  return {
    totals,
    // One measure under one name on every screen: the dashboard tile Respons is this rate too.
    response_rate: rate(totals.confirmed + totals.declined, totals.guests),
    advanced: advanced
      ? {
          sent: sum('sent'),
          opened,
          opened_answered: openedAnswered,
          // A part of a whole, never above 100 (answers over page views was: one visitor a day, answers without a visit).
          conversion_rate: rate(openedAnswered, opened),
          avg_response_hours: await averageResponseHours(em, userId),
          trend: await rsvpTrend(em, userId),
        }
      : null,
    locked: advanced ? null : await requiredPlan(em, 'analytics_advanced'),
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
      sessions: perSession.get(r.id) ?? [],
    })),
    recent: await recentAnswers(em, userId),
  };
}

/** Hours from sending an invitation to its answer, on average, one decimal; null without such answers. */
async function averageResponseHours(em: EntityManager, userId: string): Promise<number | null> {
  const [row] = await em.execute<Array<{ hours: number | null }>>(
    `select round((sum(k.response_ms) / nullif(sum(k.responses_timed), 0) / 3600000)::numeric, 1)::float as hours
     from guest_list_counts k ${ownedBy}`,
    [userId],
  );
  return row?.hours ?? null;
}

/** RSVPs per day over the last 7 days (WIB), days without any included. */
async function rsvpTrend(em: EntityManager, userId: string): Promise<AdvancedAnalytics['trend']> {
  return em.execute<AdvancedAnalytics['trend']>(
    `select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(k.answers), 0)::int as rsvps
     from generate_series(${jakartaToday} - 6, ${jakartaToday}, interval '1 day') as d(day)
     left join (guest_answer_days k ${ownedBy}) on k.day = d.day::date
     group by d.day order by d.day`,
    [userId],
  );
}

/** The newest `limit` rows of each of the host's invitations, newest first per invitation (an index each). */
const latestPerInvitation = (table: string, columns: string, where: string, order: string) =>
  `invitations i cross join lateral (select ${columns} from ${table} where invitation_id = i.id and ${where}
     order by ${order} desc limit ?) x`;

// The invitation's name where an activity line names it.
const coupleName = column('invitations', 'couple_name', 'i');
const rsvpDate = column('guests', 'rsvp_date');
const guestCount = column('guests', 'guest_count');

/** The 10 latest RSVPs and invitations made, newest first. */
async function recentAnswers(em: EntityManager, userId: string): Promise<Analytics['recent']> {
  const rows = await em.execute<Array<Omit<Analytics['recent'][number], 'at'> & { at: string | Date }>>(
    `(select 'rsvp' as kind, x.name as title, case x.status when 'confirmed' then 'Akan hadir · ' when 'declined' then 'Tidak dapat hadir · ' else '' end || ${coupleName} as detail, x.${rsvpDate} as at
       from ${latestPerInvitation('guests', `name, status, ${rsvpDate}`, `${rsvpDate} is not null`, rsvpDate)}
       where i.user_id = ? order by x.${rsvpDate} desc limit 10)
     union all
     (select 'invitation', ${coupleName}, 'Undangan dibuat · /' || i.slug, i.created_at from invitations i where i.user_id = ? order by i.created_at desc limit 5)
     order by at desc limit 10`,
    [10, userId, userId],
  );
  return rows.map((r) => ({ ...r, at: iso(r.at) }));
}

/** The tiles: Respons is everyone invited who answered (hadir or tidak), as on the analytics page. */
export async function summaryOf(em: EntityManager, userId: string): Promise<DashboardSummary> {
  const [row] = await em.execute<Array<{ invitations: number; guests: number; answered: number; views: number }>>(
    `select (select count(*)::int from invitations where user_id = ?) as invitations,
       (select coalesce(sum(k.views), 0)::int from invitation_view_days k ${ownedBy}) as views,
       (select coalesce(sum(k.listed), 0)::int from guest_list_counts k ${ownedBy}) as guests,
       (select coalesce(sum(k.confirmed + k.declined), 0)::int from guest_list_counts k ${ownedBy}) as answered`,
    [userId, userId, userId, userId],
  );
  return {
    invitations: row!.invitations,
    guests: row!.guests,
    views: row!.views,
    response_rate: rate(row!.answered, row!.guests),
  };
}

/**
 * The nearest event still to come: the nearest session of the host's invitations, at its time in its own zone
 * (midnight there when no time is set). One-session invitations read as before: their session is their date and time.
 */
export async function nextEventOf(em: EntityManager, userId: string): Promise<NextEvent | null> {
  type EventRow = Columns<'invitations', 'id' | 'slug' | 'couple_name'> &
    Columns<'invitation_sessions', 'start_time' | 'time_zone'> &
    Pick<NextEvent, 'event_date' | 'session_name'>;
  const [row] = await em.execute<Array<EventRow & { starts_at: string | Date }>>(
    `select i.id, i.slug, i.couple_name, to_char(s.event_date, 'YYYY-MM-DD') as event_date,
       s.start_time, s.time_zone,
       case when (select count(*) from invitation_sessions m where m.invitation_id = i.id) > 1 then s.name end
         as session_name,
       e.starts_at
     from invitations i join invitation_sessions s on s.invitation_id = i.id
     cross join lateral (select (s.event_date + coalesce(s.start_time::time, time '00:00')) at time zone
       (case s.time_zone when 'WITA' then 'Asia/Makassar' when 'WIT' then 'Asia/Jayapura' else 'Asia/Jakarta' end)
       as starts_at) e
     where i.user_id = ? and s.event_date >= ${jakartaToday} - 1 and e.starts_at > now()
     order by e.starts_at, i.couple_name limit 1`,
    [userId],
  );
  if (!row) return null;
  const { start_time: time, ...event } = row;
  return { ...event, event_time: time, starts_at: iso(row.starts_at) };
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
       select k.day, k.views as n from invitation_view_days k ${ownedBy} where k.day > ${jakartaToday} - 14),
     answers as (
       select k.day, k.listed_answers as n from guest_answer_days k ${ownedBy} where k.day > ${jakartaToday} - 14)
     select (select coalesce(sum(n), 0) from days where day > ${jakartaToday} - 7)::int as views_current,
       (select coalesce(sum(n), 0) from days where day <= ${jakartaToday} - 7)::int as views_previous,
       (select coalesce(sum(n), 0) from answers where day > ${jakartaToday} - 7)::int as responses_current,
       (select coalesce(sum(n), 0) from answers where day <= ${jakartaToday} - 7)::int as responses_previous`,
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
    `(select 'rsvp' as kind, x.name,
        case x.status when 'confirmed' then 'Akan hadir (' || x.${guestCount} || ' orang)' else 'Tidak dapat hadir' end as detail,
        ${coupleName} as invitation, x.${rsvpDate} as at
      from ${latestPerInvitation('guests', `name, status, ${guestCount}, ${rsvpDate}`, `${rsvpDate} is not null and status <> 'pending'`, rsvpDate)}
      where i.user_id = ? order by x.${rsvpDate} desc limit ?)
     union all
     (select 'wish', x.name, 'Ucapan: "' || left(x.message, 100) || case when length(x.message) > 100 then '…' else '' end || '"',
        ${coupleName}, x.created_at
      from ${latestPerInvitation('guestbook_entries', 'name, message, created_at', 'not hidden', 'created_at')}
      where i.user_id = ? order by x.created_at desc limit ?)
     union all
     (select 'checkin', x.name, 'Check-in (' || coalesce(x.checked_in_count, 1) || ' orang)', ${coupleName}, x.checked_in_at
      from ${latestPerInvitation('guests', 'name, checked_in_count, checked_in_at', 'checked_in_at is not null', 'checked_in_at')}
      where i.user_id = ? order by x.checked_in_at desc limit ?)
     order by at desc limit ?`,
    [limit, userId, limit, limit, userId, limit, limit, userId, limit, limit],
  );
  return rows.map((row) => ({ ...row, at: iso(row.at) }));
}
