import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

// The analytics read figures kept by triggers as guests and views change (so 100,000 guests read as fast as 100).
// Whatever changes them — adds, answers, re-answers, sending, the door, walk-ins, visits, deletions — what the host
// sees must be what counting the rows themselves gives.
describe("the host's analytics, kept as guests and views change", () => {
  const ctx = serviceTestContext(buildDashboardTestApp);
  const today = `(now() at time zone 'Asia/Jakarta')::date`;

  /** The figures counted from the rows, as the analytics were computed before they were kept. */
  async function counted(userId: string) {
    const [totals] = await sql<Record<string, number>>(
      `select count(g.id) filter (where g.source <> 'walkin')::int as guests,
         count(g.id) filter (where g.source <> 'walkin' and g.status = 'confirmed')::int as confirmed,
         count(g.id) filter (where g.source <> 'walkin' and g.status = 'declined')::int as declined,
         count(g.id) filter (where g.source <> 'walkin' and g.status = 'pending')::int as pending,
         count(g.sent_at)::int as sent, count(g.opened_at)::int as opened,
         count(g.opened_at) filter (where g.status <> 'pending')::int as opened_answered,
         count(g.checked_in_at)::int as checked_in, coalesce(sum(g.checked_in_count), 0)::int as people_checked_in,
         round((avg(extract(epoch from (g.rsvp_date - g.sent_at))) filter (where g.sent_at is not null and g.rsvp_date >= g.sent_at) / 3600)::numeric, 1)::float as hours
       from guests g join invitations i on i.id = g.invitation_id where i.user_id = ?`,
      [userId],
    );
    const [views] = await sql<Record<string, number>>(
      `select count(*)::int as views, count(*) filter (where v.day > ${today} - 7)::int as current,
         count(*) filter (where v.day <= ${today} - 7 and v.day > ${today} - 14)::int as previous
       from invitation_views v join invitations i on i.id = v.invitation_id where i.user_id = ?`,
      [userId],
    );
    const [answers] = await sql<Record<string, number>>(
      `select count(*) filter (where d > ${today} - 7)::int as current, count(*) filter (where d <= ${today} - 7 and d > ${today} - 14)::int as previous
       from (select (g.rsvp_date at time zone 'Asia/Jakarta')::date as d from guests g join invitations i on i.id = g.invitation_id
         where i.user_id = ? and g.source <> 'walkin' and g.status <> 'pending' and g.rsvp_date is not null) a`,
      [userId],
    );
    const trend = await sql<{ day: string; rsvps: number }>(
      `select to_char(d.day, 'YYYY-MM-DD') as day, count(g.id)::int as rsvps
       from generate_series(${today} - 6, ${today}, interval '1 day') as d(day)
       left join (guests g join invitations i on i.id = g.invitation_id and i.user_id = ?)
         on (g.rsvp_date at time zone 'Asia/Jakarta')::date = d.day::date
       group by d.day order by d.day`,
      [userId],
    );
    const perInvitation = await sql<{ id: string; guests: number; answered: number; views: number }>(
      `select i.id, count(g.id) filter (where g.source <> 'walkin')::int as guests,
         count(g.id) filter (where g.source <> 'walkin' and g.status <> 'pending')::int as answered,
         (select count(*)::int from invitation_views v where v.invitation_id = i.id) as views
       from invitations i left join guests g on g.invitation_id = i.id where i.user_id = ? group by i.id order by i.created_at desc`,
      [userId],
    );
    const { hours, ...rest } = totals!;
    const all: Record<string, number> = { ...rest, views: views!.views! };
    return { totals: all, hours, trend, perInvitation, views, answers };
  }

  async function shown(headers: Record<string, string>) {
    const analytics = (await ctx.app.inject({ url: '/api/dashboard/analytics', headers })).json();
    const overview = (await ctx.app.inject({ url: '/api/dashboard/overview', headers })).json();
    const { invitations: _count, ...basic } = analytics.totals;
    // The host has Premium: the advanced cards carry the funnel, the response time and the trend.
    const { sent, opened, opened_answered, avg_response_hours, trend } = analytics.advanced;
    return {
      totals: { ...basic, sent, opened, opened_answered },
      hours: avg_response_hours,
      trend,
      perInvitation: analytics.per_invitation.map((p: Record<string, unknown>) => ({
        id: p.id,
        guests: p.guests,
        answered: p.answered,
        views: p.views,
      })),
      summary: overview.summary,
      performance: overview.performance,
    };
  }

  async function same(step: string, userId: string, headers: Record<string, string>) {
    const rows = await counted(userId);
    const seen = await shown(headers);
    expect({ step, ...seen, summary: undefined, performance: undefined }).toEqual({
      step,
      totals: rows.totals,
      hours: rows.hours,
      trend: rows.trend,
      perInvitation: rows.perInvitation,
      summary: undefined,
      performance: undefined,
    });
    expect({ step, summary: seen.summary }).toMatchObject({
      step,
      summary: { guests: rows.totals.guests, views: rows.totals.views },
    });
    expect({ step, performance: seen.performance }).toEqual({
      step,
      performance: {
        views: { current: rows.views!.current, previous: rows.views!.previous },
        responses: { current: rows.answers!.current, previous: rows.answers!.previous },
      },
    });
  }

  it('match a count of the guests and visits through adds, answers, re-answers, the door, visits and deletions', async () => {
    const { id: userId, headers, invitation } = await hostWithInvitation(ctx);
    const [other] = await sql<{ id: string }>(
      `insert into invitations (user_id, slug, couple_name, category) values (?, ?, 'Rina & Dimas', 'wedding') returning id`,
      [userId, `kedua-${Date.now().toString(36)}`],
    );
    await same('nothing yet', userId, headers);

    for (const [id, offset] of [
      [invitation.id, 0],
      [other!.id, 100],
    ] as const) {
      // Guests sent their link days ago, answering over the last three weeks, some still waiting.
      await sql(
        `insert into guests (invitation_id, name, status, sent_at, opened_at, rsvp_date, created_at)
         select ?, 'Tamu ' || (n + ?), (array['pending', 'confirmed', 'declined'])[1 + n % 3],
           now() - interval '25 days', case when n % 2 = 0 then now() - interval '20 days' end,
           case when n % 3 <> 0 then now() - (n || ' days')::interval - (n || ' minutes')::interval end, now() - interval '30 days'
         from generate_series(1, 21) n`,
        [id, offset],
      );
      await sql(
        `insert into invitation_views (invitation_id, visitor, day) select ?, 'v' || n, ${today} - (n % 20) from generate_series(1, 40) n
         on conflict do nothing`,
        [id],
      );
    }
    await sql(
      `insert into guests (invitation_id, name, source, status, rsvp_date, checked_in_at, checked_in_count)
       values (?, 'Datang', 'walkin', 'confirmed', now(), now(), 3)`,
      [invitation.id],
    );
    await same('guests, answers over three weeks, visits, a walk-in', userId, headers);

    // A guest answers again today (the answer moves days), another changes their mind, one is checked in; visits again.
    await sql(`update guests set rsvp_date = now(), status = 'declined' where invitation_id = ? and name = 'Tamu 4'`, [
      invitation.id,
    ]);
    await sql(`update guests set status = 'confirmed' where invitation_id = ? and name = 'Tamu 105'`, [other!.id]);
    await sql(
      `update guests set checked_in_at = now(), checked_in_count = 2 where invitation_id = ? and name = 'Tamu 2'`,
      [invitation.id],
    );
    await sql(
      `insert into invitation_views (invitation_id, visitor, day) values (?, 'v1', ${today}), (?, 'baru', ${today})
       on conflict do nothing`,
      [invitation.id, invitation.id],
    );
    await same('re-answered, changed, at the door, visited again', userId, headers);

    await sql(`delete from guests where invitation_id = ? and name in ('Tamu 5', 'Tamu 7', 'Datang')`, [invitation.id]);
    await sql(`delete from invitation_views where invitation_id = ? and visitor = 'v3'`, [other!.id]);
    await sql(`delete from invitations where id = ?`, [other!.id]);
    await same('deleted guests, a visit, an invitation', userId, headers);
    for (const table of ['guest_list_counts', 'guest_answer_days', 'invitation_view_days'])
      expect({
        table,
        rows: await sql(`select count(*)::int as n from ${table} where invitation_id = ?`, [other!.id]),
      }).toEqual({ table, rows: [{ n: 0 }] });
  });
});
