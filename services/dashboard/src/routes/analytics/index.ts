import { Analytics, DashboardOverview, DashboardSummary } from '@undangin/contracts';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { activityOf, nextEventOf, performanceOf, planOf, rate, summaryOf, supportNumberOf } from './queries';

const defaultColour = '#ec4899';
const hexColour = /^#[0-9a-f]{6}$/i;

/** Analytics from real rows: totals, the funnel, response time, the 7-day trend, per invitation, recent activity. */
export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);

  app.get('/analytics', { schema: { tags: ['analytics'], response: { 200: Analytics } } }, async (request): Promise<Analytics> => {
    const userId = request.user!.id;
    const em = request.em;
    const perInvitation = await em.execute<Array<{ id: string; couple_name: string; slug: string; colour: string | null; guests: number; answered: number; confirmed: number; declined: number; sent: number; opened: number; checked_in: number; people: number; views: number }>>(
      // Walk-ins are not invited: they count at the door (check-in), not among the guests who could answer.
      `select i.id, i.couple_name, i.slug, i.theme_data->'colors'->>'primary' as colour,
         count(g.id) filter (where g.source <> 'walkin')::int as guests, count(g.id) filter (where g.source <> 'walkin' and g.status <> 'pending')::int as answered,
         count(g.id) filter (where g.source <> 'walkin' and g.status = 'confirmed')::int as confirmed,
         count(g.id) filter (where g.source <> 'walkin' and g.status = 'declined')::int as declined,
         count(g.sent_at)::int as sent, count(g.opened_at)::int as opened, count(g.checked_in_at)::int as checked_in,
         coalesce(sum(g.checked_in_count), 0)::int as people,
         (select count(*)::int from invitation_views v where v.invitation_id = i.id) as views
       from invitations i left join guests g on g.invitation_id = i.id where i.user_id = ? group by i.id order by i.created_at desc`,
      [userId],
    );
    const sum = (key: keyof (typeof perInvitation)[number]) => perInvitation.reduce((total, row) => total + Number(row[key]), 0);
    const totals = {
      invitations: perInvitation.length, guests: sum('guests'), views: sum('views'), confirmed: sum('confirmed'), declined: sum('declined'),
      pending: sum('guests') - sum('answered'), sent: sum('sent'), opened: sum('opened'), checked_in: sum('checked_in'), people_checked_in: sum('people'),
    };
    const [timing] = await em.execute<Array<{ hours: number | null }>>(
      `select round((avg(extract(epoch from (g.rsvp_date - coalesce(g.sent_at, g.created_at)))) / 3600)::numeric, 1)::float as hours
       from guests g join invitations i on i.id = g.invitation_id
       where i.user_id = ? and g.sent_at is not null and g.rsvp_date is not null and g.rsvp_date >= g.sent_at`,
      [userId],
    );
    const trend = await em.execute<Array<{ day: string; rsvps: number }>>(
      `select to_char(d.day, 'YYYY-MM-DD') as day, count(g.id)::int as rsvps
       from generate_series((now() at time zone 'Asia/Jakarta')::date - 6, (now() at time zone 'Asia/Jakarta')::date, interval '1 day') as d(day)
       left join (guests g join invitations i on i.id = g.invitation_id and i.user_id = ?)
         on (g.rsvp_date at time zone 'Asia/Jakarta')::date = d.day::date
       group by d.day order by d.day`,
      [userId],
    );
    const recent = await em.execute<Array<{ kind: string; title: string; detail: string; at: string | Date }>>(
      `(select 'rsvp' as kind, g.name as title, case g.status when 'confirmed' then 'Akan hadir · ' when 'declined' then 'Tidak dapat hadir · ' else '' end || i.couple_name as detail, g.rsvp_date as at
         from guests g join invitations i on i.id = g.invitation_id where i.user_id = ? and g.rsvp_date is not null order by g.rsvp_date desc limit 10)
       union all
       (select 'invitation', i.couple_name, 'Undangan dibuat · /' || i.slug, i.created_at from invitations i where i.user_id = ? order by i.created_at desc limit 5)
       order by at desc limit 10`,
      [userId, userId],
    );
    return {
      totals,
      // The analytics page's rate is everyone who answered (spec 001 §9 Analytics); the dashboard tile counts only 'hadir'.
      response_rate: rate(totals.confirmed + totals.declined, totals.guests),
      conversion_rate: rate(totals.confirmed + totals.declined, totals.views),
      avg_response_hours: timing?.hours ?? null,
      trend,
      per_invitation: perInvitation.map((r) => ({
        id: r.id, couple_name: r.couple_name, slug: r.slug, guests: r.guests, answered: r.answered, confirmed: r.confirmed, declined: r.declined,
        pending: r.guests - r.answered, views: r.views, rate: rate(r.answered, r.guests), colour: r.colour && hexColour.test(r.colour) ? r.colour : defaultColour,
      })),
      recent: recent.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
    };
  });

  // The dashboard's tiles: Undangan, Tamu, Views, Response (the account screen shows the same figures).
  app.get('/summary', { schema: { tags: ['analytics'], response: { 200: DashboardSummary } } }, async (request) => summaryOf(request.em, request.user!.id));

  // The dashboard page in one answer: tiles, the plan in use, the next event, the week's performance, recent activity.
  app.get('/overview', { schema: { tags: ['analytics'], response: { 200: DashboardOverview } } }, async (request): Promise<DashboardOverview> => {
    const userId = request.user!.id;
    const em = request.em;
    const summary = await summaryOf(em, userId);
    return {
      summary,
      plan: await planOf(em, userId, summary.invitations),
      next_event: await nextEventOf(em, userId),
      performance: await performanceOf(em, userId),
      activity: await activityOf(em, userId),
      support_whatsapp: await supportNumberOf(em),
    };
  });
};
