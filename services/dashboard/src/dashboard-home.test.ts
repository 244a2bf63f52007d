import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { sql } from './test-sql';

type Ctx = Awaited<ReturnType<typeof buildDashboardTestApp>>;
type Host = Awaited<ReturnType<Ctx['host']>>;

const slugOf = () => `beranda-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A calendar day in Jakarta, `days` from today. */
const jakartaDay = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const editorBody = (slug: string, changes: Record<string, unknown>) => ({
  slug,
  couple_name: 'Rina & Dimas',
  category: 'wedding',
  event_date: jakartaDay(30),
  event_time: '19:30',
  location: 'Balai Kartini',
  maps_link: '',
  quotes: '',
  gallery: [],
  music_url: '',
  background_image: '',
  background_video: '',
  theme_id: 'romantic-blush',
  theme_data: null,
  seo_title: '',
  seo_description: '',
  gift_accounts: [],
  live_stream_url: '',
  ...changes,
});

describe("the host's dashboard figures", () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  const get = (url: string, host: Host) => ctx.app.inject({ url, headers: host.headers }).then((r) => r.json());
  async function invitationOf(host: Host, changes: Record<string, unknown> = {}) {
    const slug = slugOf();
    const created = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/invitations',
        headers: host.headers,
        payload: { slug, category: 'wedding' },
      })
    ).json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/dashboard/invitations/${created.id}`,
      headers: host.headers,
      payload: editorBody(slug, changes),
    });
    expect(saved.statusCode).toBe(200);
    return saved.json() as { id: string; slug: string };
  }
  async function guestsOf(host: Host, invitationId: string, names: string[]) {
    const ids: Record<string, string> = {};
    for (const [i, name] of names.entries()) {
      const added = await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitationId}/guests`,
        headers: host.headers,
        payload: { name, phone: `08135550000${i}` },
      });
      ids[name] = added.json().id;
    }
    return ids;
  }

  it('counts Respons as everyone invited who answered, the same on the tiles and on analytics; walk-ins are not guests', async () => {
    const host = await ctx.host();
    const invitation = await invitationOf(host);
    const ids = await guestsOf(host, invitation.id, ['Siti Rahma', 'Budi', 'Cici', 'Dodi']);
    await sql(
      `update guests set status = 'confirmed', guest_count = 2, rsvp_date = now() - interval '1 hour' where id = ?`,
      [ids['Siti Rahma']],
    );
    await sql(`update guests set status = 'declined', rsvp_date = now() - interval '3 days' where id = ?`, [ids.Budi]);
    await sql(`update guests set status = 'declined', rsvp_date = now() - interval '10 days' where id = ?`, [ids.Cici]);
    const walkin = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitation.id}/checkin`,
      headers: host.headers,
      payload: { walkin: { name: 'Tamu Dadakan', people: 2 } },
    });
    expect(walkin.statusCode).toBe(200);
    await sql(
      `insert into invitation_views (invitation_id, visitor, day)
       select ?, v.visitor, (now() at time zone 'Asia/Jakarta')::date - v.ago from (values ('a', 0), ('b', 1), ('c', 2), ('d', 8), ('e', 20)) as v(visitor, ago)`,
      [invitation.id],
    );

    // Siti (answered) and Dodi (not yet) opened their personal links.
    await sql(`update guests set opened_at = now() where id in (?, ?)`, [ids['Siti Rahma'], ids.Dodi]);

    const summary = { invitations: 1, guests: 4, views: 5, response_rate: 75 };
    expect(await get('/api/dashboard/summary', host)).toEqual(summary);
    const overview = await get('/api/dashboard/overview', host);
    expect(overview.summary).toEqual(summary);
    // Last 7 days against the 7 before: views on days 0, 1, 2 vs day 8 (day 20 is older); answers 1 h and 3 days ago vs 10 days ago.
    expect(overview.performance).toEqual({
      views: { current: 3, previous: 1 },
      responses: { current: 2, previous: 1 },
    });

    // The analytics page: the same response rate, every status, and the share of openers who answered.
    const analytics = await get('/api/dashboard/analytics', host);
    expect(analytics.totals).toMatchObject({
      guests: 4,
      confirmed: 1,
      declined: 2,
      pending: 1,
      checked_in: 1,
      people_checked_in: 2,
    });
    expect(analytics.response_rate).toBe(75);
    // On the free plan the advanced cards are locked, naming the plan that opens them.
    expect(analytics.advanced).toBeNull();
    expect(analytics.locked).toEqual({ entitlement: 'analytics_advanced', plan_id: 'pro', plan_name: 'Pro' });
    await sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'pro', 'active')`, [host.id]);
    const advanced = await get('/api/dashboard/analytics', host);
    expect(advanced.locked).toBeNull();
    expect(advanced.advanced).toMatchObject({ opened: 2, opened_answered: 1, conversion_rate: 50 });
    expect(advanced.totals).toEqual(analytics.totals);
    expect(analytics.per_invitation[0]).toMatchObject({
      guests: 4,
      answered: 3,
      confirmed: 1,
      declined: 2,
      pending: 1,
      rate: 75,
      colour: '#ec4899',
    });
  });

  it('never shows a share above 100%: three answers after one page view, every opener answered', async () => {
    const host = await ctx.host();
    const invitation = await invitationOf(host);
    const ids = await guestsOf(host, invitation.id, ['Ani', 'Beni', 'Cahya']);
    await sql(`update guests set status = 'confirmed', rsvp_date = now(), opened_at = now() where id in (?, ?, ?)`, [
      ids.Ani,
      ids.Beni,
      ids.Cahya,
    ]);
    await sql(
      `insert into invitation_views (invitation_id, visitor, day) values (?, 'v', (now() at time zone 'Asia/Jakarta')::date)`,
      [invitation.id],
    );

    await sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'pro', 'active')`, [host.id]);
    const analytics = await get('/api/dashboard/analytics', host);
    expect(analytics.totals).toMatchObject({ views: 1, confirmed: 3 });
    expect(analytics.advanced).toMatchObject({ opened: 3, opened_answered: 3 });
    // Answers over views would say 300%.
    expect(analytics.advanced.conversion_rate).toBe(100);
    expect(analytics.response_rate).toBe(100);
    expect((await get('/api/dashboard/summary', host)).response_rate).toBe(100);
  });

  it("shows the free plan's limits and use, the next event to count down to, and the latest RSVPs, wishes and check-ins", async () => {
    const host = await ctx.host();
    // An active subscription whose period has ended no longer applies.
    await sql(
      `insert into subscriptions (user_id, plan_id, status, current_period_end) values (?, 'premium', 'active', now() - interval '1 day')`,
      [host.id],
    );
    const empty = await get('/api/dashboard/overview', host);
    expect(empty).toMatchObject({
      summary: { invitations: 0, guests: 0, views: 0, response_rate: 0 },
      plan: {
        id: 'gratis',
        name: 'Gratis',
        price: 0,
        max_invitations: 1,
        max_guests_per_invitation: 50,
        invitations_used: 0,
        current_period_end: null,
      },
      next_event: null,
      activity: [],
    });
    expect(empty.support_whatsapp).toMatch(/^62\d{8,13}$/);

    const eventDate = jakartaDay(30);
    const invitation = await invitationOf(host, {
      event_date: eventDate,
      event_time: '19:30',
      theme_data: { name: 'Romantic Blush (Custom)', colors: { primary: '#112233' } },
    });
    const ids = await guestsOf(host, invitation.id, ['Siti Rahma', 'Budi']);
    await sql(
      `update guests set status = 'confirmed', guest_count = 2, rsvp_date = now() - interval '2 hours' where id = ?`,
      [ids['Siti Rahma']],
    );
    await sql(
      `insert into guestbook_entries (invitation_id, name, message, hidden, created_at)
       values (?, 'Tante Rina', 'Selamat berbahagia!', false, now() - interval '1 hour'), (?, 'Penjual Pulsa', 'Promo pulsa murah', true, now())`,
      [invitation.id, invitation.id],
    );
    await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitation.id}/checkin`,
      headers: host.headers,
      payload: { guest_id: ids.Budi, people: 3 },
    });

    const overview = await get('/api/dashboard/overview', host);
    expect(overview.plan).toMatchObject({ name: 'Gratis', max_invitations: 1, invitations_used: 1 });
    expect(overview.next_event).toEqual({
      id: invitation.id,
      slug: invitation.slug,
      couple_name: 'Rina & Dimas',
      event_date: eventDate,
      event_time: '19:30',
      time_zone: 'WIB',
      session_name: null,
      starts_at: new Date(`${eventDate}T19:30:00+07:00`).toISOString(),
    });
    // Held in Makassar: the time is WITA's, an hour before the same clock time in Jakarta.
    await sql(`update invitation_sessions set time_zone = 'WITA' where invitation_id = ?`, [invitation.id]);
    expect((await get('/api/dashboard/overview', host)).next_event).toMatchObject({
      event_time: '19:30',
      time_zone: 'WITA',
      starts_at: new Date(`${eventDate}T19:30:00+08:00`).toISOString(),
    });
    await sql(`update invitation_sessions set time_zone = 'WIB' where invitation_id = ?`, [invitation.id]);
    expect(
      overview.activity.map((a: { kind: string; name: string; detail: string; invitation: string }) => [
        a.kind,
        a.name,
        a.detail,
        a.invitation,
      ]),
    ).toEqual([
      ['checkin', 'Budi', 'Check-in (3 orang)', 'Rina & Dimas'],
      ['wish', 'Tante Rina', 'Ucapan: "Selamat berbahagia!"', 'Rina & Dimas'],
      ['rsvp', 'Siti Rahma', 'Akan hadir (2 orang)', 'Rina & Dimas'],
    ]);
    expect((await get('/api/dashboard/analytics', host)).per_invitation[0].colour).toBe('#112233');

    // Another host sees none of it.
    const stranger = await ctx.host();
    expect(await get('/api/dashboard/overview', stranger)).toMatchObject({
      summary: { invitations: 0 },
      next_event: null,
      activity: [],
    });
    expect((await ctx.app.inject({ url: '/api/dashboard/overview' })).statusCode).toBe(401);
  });

  it("shows a subscriber's plan, and counts down to the nearest event still to come", async () => {
    const host = await ctx.host();
    await sql(
      `insert into subscriptions (user_id, plan_id, status, current_period_end) values (?, 'premium', 'active', now() + interval '30 days')`,
      [host.id],
    );
    await invitationOf(host, { couple_name: 'Sudah Lewat', event_date: jakartaDay(-3) });
    const later = await invitationOf(host, { couple_name: 'Nanti Saja', event_date: jakartaDay(60) });
    const soon = await invitationOf(host, {
      couple_name: 'Paling Dekat',
      event_date: jakartaDay(10),
      event_time: '08:00',
    });
    const overview = await get('/api/dashboard/overview', host);
    expect(overview.plan).toMatchObject({
      id: 'premium',
      name: 'Premium',
      max_invitations: 10,
      max_guests_per_invitation: 500,
      invitations_used: 3,
    });
    expect(new Date(overview.plan.current_period_end).getTime()).toBeGreaterThan(Date.now());
    expect(overview.next_event).toMatchObject({ id: soon.id, couple_name: 'Paling Dekat', session_name: null });
    // The later wedding's akad comes first: the countdown names that session, at its time in its zone.
    await sql(
      `insert into invitation_sessions (invitation_id, position, name, event_date, start_time, time_zone)
       values (?, 1, 'Akad Nikah', ?, '09:00', 'WIT')`,
      [later.id, jakartaDay(5)],
    );
    expect((await get('/api/dashboard/overview', host)).next_event).toMatchObject({
      id: later.id,
      session_name: 'Akad Nikah',
      event_date: jakartaDay(5),
      event_time: '09:00',
      time_zone: 'WIT',
      starts_at: new Date(`${jakartaDay(5)}T09:00:00+09:00`).toISOString(),
    });
  });
});
