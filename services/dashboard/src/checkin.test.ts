import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { hostWithTwoGuests } from './test-guests';
import { sql } from './test-sql';

// The host's own desk and the figures its check-ins feed; a receptionist's link and PIN are in
// checkin-reception.test.ts.
describe('check-in at the venue', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('checks in by QR code and by id, warns on a second scan, adds a walk-in, and counts live', async () => {
    const { host, invitation, siti, budi } = await hostWithTwoGuests(ctx);
    const checkin = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/checkin`,
        headers: host.headers,
        payload,
      });
    const first = (await checkin({ code: siti.code })).json();
    expect(first).toMatchObject({
      already: false,
      guest: { name: 'Siti Rahma', checked_in_count: 2 },
      summary: { guests: 1, people: 2 },
    });
    const again = (await checkin({ code: siti.code, people: 5 })).json();
    expect(again).toMatchObject({ already: true, guest: { checked_in_count: 2 } });
    expect(again.guest.checked_in_at).toBe(first.guest.checked_in_at);
    expect((await checkin({ guest_id: budi.id, people: 3 })).json()).toMatchObject({
      already: false,
      summary: { guests: 2, people: 5 },
    });
    expect((await checkin({ walkin: { name: 'Tamu Dadakan', people: 4 } })).json()).toMatchObject({
      guest: { source: 'walkin' },
      summary: { guests: 3, people: 9 },
    });
    expect((await checkin({ code: 'kode-palsu' })).statusCode).toBe(404);
    const correct = (guestId: string, people: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/dashboard/invitations/${invitation.id}/checkin/${guestId}`,
        headers: host.headers,
        payload: { people },
      });
    expect((await correct(budi.id, 1)).json()).toMatchObject({
      guest: { checked_in_count: 1 },
      summary: { guests: 3, people: 7 },
    });
    const notArrived = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/guests`,
        headers: host.headers,
        payload: { name: 'Belum Datang', phone: '081377778888' },
      })
    ).json();
    expect((await correct(notArrived.id, 2)).json()).toMatchObject({
      status: 404,
      message: 'Tamu ini belum check-in di undangan ini.',
    });
    expect((await correct(budi.id, 0)).statusCode).toBe(400);
    // A walk-in with a listed guest's name checks that guest in, as a first arrival.
    const listed = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/guests`,
        headers: host.headers,
        payload: { name: 'Om Joko', phone: '081355556666' },
      })
    ).json();
    expect((await checkin({ walkin: { name: 'om joko', people: 2 } })).json()).toMatchObject({
      already: false,
      guest: { id: listed.id, checked_in_count: 2 },
    });
  });

  it('computes analytics and the dashboard tiles from real rows', async () => {
    const { host, invitation, siti, budi } = await hostWithTwoGuests(ctx);
    await sql(
      `update guests set sent_at = now() - interval '2 days', opened_at = now() - interval '1 day' where id in (?, ?)`,
      [siti.id, budi.id],
    );
    await sql(
      `update guests set status = 'confirmed', guest_count = 2, rsvp_date = now() - interval '1 day' where id = ?`,
      [siti.id],
    );
    await sql(
      `insert into invitation_views (invitation_id, visitor, day) values (?, 'a', current_date), (?, 'b', current_date)`,
      [invitation.id, invitation.id],
    );
    await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitation.id}/checkin`,
      headers: host.headers,
      payload: { code: siti.code },
    });
    const analytics = (await ctx.app.inject({ url: '/api/dashboard/analytics', headers: host.headers })).json();
    expect(analytics.totals).toMatchObject({
      invitations: 1,
      guests: 2,
      views: 2,
      confirmed: 1,
      pending: 1,
      checked_in: 1,
    });
    expect(analytics.response_rate).toBe(50);
    expect(analytics.advanced).toMatchObject({ sent: 2, opened: 2, avg_response_hours: 24 });
    expect(analytics.advanced.trend).toHaveLength(7);
    expect(analytics.advanced.trend.reduce((n: number, d: { rsvps: number }) => n + d.rsvps, 0)).toBe(1);
    expect(analytics.per_invitation[0]).toMatchObject({ guests: 2, answered: 1, rate: 50, views: 2 });
    // Newest first: the invitation made just now, then Siti's answer of a day ago.
    expect(analytics.recent).toMatchObject([
      { kind: 'invitation', title: invitation.couple_name, detail: `Undangan dibuat · /${invitation.slug}` },
      { kind: 'rsvp', title: 'Siti Rahma', detail: `Akan hadir · ${invitation.couple_name}` },
    ]);
    expect((await ctx.app.inject({ url: '/api/dashboard/summary', headers: host.headers })).json()).toEqual({
      invitations: 1,
      guests: 2,
      views: 2,
      response_rate: 50,
    });
  });
});
