import { buildTestService, serviceTestContext } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';

// A two-session wedding: the akad for family (not public, 08:00 WIB Jakarta), the resepsi for everyone (19:00 WITA
// Makassar). Ani is invited to the akad only; Budi to both.
async function twoSessions() {
  const { id, slug } = await createInvitation({ event_time: '08:00', location: 'Masjid Istiqlal' }, ['Ani', 'Budi']);
  const [akad] = await sql<{ id: string }>(
    `update invitation_sessions set name = 'Akad Nikah', is_public = false where invitation_id = ? returning id`,
    [id],
  );
  const [resepsi] = await sql<{ id: string }>(
    `insert into invitation_sessions (invitation_id, position, name, event_date, start_time, time_zone, venue_name)
     values (?, 1, 'Resepsi', '2027-03-14', '19:00', 'WITA', 'Hotel Claro Makassar') returning id`,
    [id],
  );
  const [ani] = await sql<{ id: string; code: string }>(
    `update guests set all_sessions = false where invitation_id = ? and name = 'Ani' returning id, code`,
    [id],
  );
  await sql(`insert into guest_sessions (guest_id, session_id) values (?, ?)`, [ani!.id, akad!.id]);
  const [budi] = await sql<{ code: string }>(`select code from guests where invitation_id = ? and name = 'Budi'`, [id]);
  return { id, slug, akad: akad!.id, resepsi: resepsi!.id, aniCode: ani!.code, budiCode: budi!.code };
}

describe('RSVP per session', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('invitation', invitationRoutes) }));
  const rsvp = (slug: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/rsvp`, payload });
  const answersOf = (invitationId: string, name: string) =>
    sql(
      `select s.name as session, a.status, a.people from guest_session_answers a
       join invitation_sessions s on s.id = a.session_id join guests g on g.id = a.guest_id
       where g.invitation_id = ? and g.name = ? order by s.position`,
      [invitationId, name],
    );

  it('visitors see the public sessions; a personal link shows its guest’s own, times in their zones', async () => {
    const { slug, aniCode, budiCode } = await twoSessions();
    const page = (await ctx.app.inject({ url: `/api/invitation/public/${slug}` })).json().invitation;
    expect(page.session_count).toBe(2);
    expect(page.sessions).toEqual([
      expect.objectContaining({
        name: 'Resepsi',
        start_time: '19:00',
        time_zone: 'WITA',
        venue_name: 'Hotel Claro Makassar',
      }),
    ]);
    const sessionsOf = async (name: string, code: string) =>
      (await ctx.app.inject({ url: `/api/invitation/public/${slug}/guest?name=${name}&key=${code}` }))
        .json()
        .sessions.map((s: { name: string; time_zone: string }) => `${s.name} ${s.time_zone}`);
    expect(await sessionsOf('Ani', aniCode)).toEqual(['Akad Nikah WIB']);
    expect(await sessionsOf('Budi', budiCode)).toEqual(['Akad Nikah WIB', 'Resepsi WITA']);
  });

  it('saves each session to the calendar in its own zone; a private one only with its guest’s link', async () => {
    const { slug, akad, resepsi, aniCode } = await twoSessions();
    const ics = (query: string) => ctx.app.inject({ url: `/api/invitation/public/${slug}/calendar.ics?${query}` });
    const evening = await ics(`session=${resepsi}`);
    expect(evening.statusCode).toBe(200);
    // 19:00 WITA is 11:00 UTC; no end given: three hours.
    expect(evening.body).toContain('DTSTART:20270314T110000Z\r\nDTEND:20270314T140000Z');
    expect(evening.body).toContain('SUMMARY:Resepsi · Rina & Dimas');
    expect(evening.body).toContain('LOCATION:Hotel Claro Makassar');
    expect(evening.headers['content-disposition']).toBe(`attachment; filename="${slug}-sesi-2.ics"`);
    expect((await ics(`session=${akad}`)).statusCode).toBe(404);
    const morning = await ics(`session=${akad}&g=${aniCode}`);
    // 08:00 WIB is 01:00 UTC.
    expect(morning.body).toContain('DTSTART:20270314T010000Z');
  });

  it('a private first session (the akad) shows nowhere public: the page data, its HTML and .ics show the resepsi', async () => {
    const { slug } = await twoSessions();
    const answer = await ctx.app.inject({ url: `/api/invitation/public/${slug}` });
    expect(answer.json().invitation).toMatchObject({
      event_date: '2027-03-14',
      event_time: '19:00',
      time_zone: 'WITA',
      location: 'Hotel Claro Makassar',
    });
    const html = (await ctx.app.inject({ url: `/api/invitation/page/${slug}` })).body;
    const ics = (await ctx.app.inject({ url: `/api/invitation/public/${slug}/calendar.ics` })).body;
    for (const text of [answer.body, html, ics]) expect(text).not.toContain('Istiqlal');
    expect(html).toContain('Pukul 19:00 WITA');
    // 19:00 WITA is 11:00 UTC.
    expect(ics).toContain('DTSTART:20270314T110000Z');
    // No public session at all: the date alone.
    const { id, slug: hidden } = await twoSessions();
    await sql(`update invitation_sessions set is_public = false where invitation_id = ?`, [id]);
    const bare = await ctx.app.inject({ url: `/api/invitation/public/${hidden}` });
    expect(bare.json().invitation).toMatchObject({ event_time: null, location: null, maps_link: null, sessions: [] });
    expect(bare.body).not.toContain('Istiqlal');
  });

  it('a one-session invitation held in WITA says so on its page and saves its time in that zone', async () => {
    const { id, slug } = await createInvitation({ event_time: '10:00', location: 'Makassar' }, []);
    await sql(`update invitation_sessions set time_zone = 'WITA' where invitation_id = ?`, [id]);
    const page = (await ctx.app.inject({ url: `/api/invitation/public/${slug}` })).json().invitation;
    expect(page).toMatchObject({ session_count: 1, event_time: '10:00', time_zone: 'WITA' });
    const ics = await ctx.app.inject({ url: `/api/invitation/public/${slug}/calendar.ics` });
    // 10:00 WITA is 02:00 UTC.
    expect(ics.body).toContain(`DTSTART:${page.event_date.replaceAll('-', '')}T020000Z`);
  });

  it('a guest answers only the sessions they are invited to, each on its own; a wrong one stores nothing', async () => {
    const { id, slug, akad, resepsi, aniCode, budiCode } = await twoSessions();
    const refused = await rsvp(slug, {
      name: 'Ani',
      key: aniCode,
      status: 'confirmed',
      guest_count: 1,
      sessions: [{ session_id: resepsi, status: 'confirmed', people: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Anda tidak diundang ke sesi ini.',
      details: [{ field: 'sessions', message: 'Anda tidak diundang ke sesi ini.' }],
    });
    const twice = await rsvp(slug, {
      name: 'Budi',
      key: budiCode,
      status: 'confirmed',
      guest_count: 1,
      sessions: [
        { session_id: akad, status: 'confirmed', people: 1 },
        { session_id: akad, status: 'declined', people: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Setiap sesi hanya dapat dijawab satu kali.');
    expect(await sql(`select name, status from guests where invitation_id = ? order by name`, [id])).toEqual([
      { name: 'Ani', status: 'pending' },
      { name: 'Budi', status: 'pending' },
    ]);
    expect(await answersOf(id, 'Ani')).toEqual([]);

    const ani = await rsvp(slug, {
      name: 'Ani',
      key: aniCode,
      status: 'confirmed',
      guest_count: 1,
      sessions: [{ session_id: akad, status: 'confirmed', people: 2 }],
    });
    expect(ani.statusCode).toBe(200);
    expect(ani.json()).toMatchObject({
      name: 'Ani',
      status: 'confirmed',
      guest_count: 2,
      sessions: [{ session_id: akad, status: 'confirmed', people: 2 }],
    });
    expect(ani.json()).not.toHaveProperty('id');

    // Budi comes to the akad and not to the resepsi: both answers kept apart, the guest counts as coming.
    const budi = await rsvp(slug, {
      name: 'Budi',
      key: budiCode,
      status: 'confirmed',
      guest_count: 1,
      sessions: [
        { session_id: akad, status: 'confirmed', people: 3 },
        { session_id: resepsi, status: 'declined', people: 1 },
      ],
    });
    expect(budi.statusCode).toBe(200);
    expect(await answersOf(id, 'Budi')).toEqual([
      { session: 'Akad Nikah', status: 'confirmed', people: 3 },
      { session: 'Resepsi', status: 'declined', people: 0 },
    ]);
    expect(await sql(`select status, guest_count from guests where invitation_id = ? and name = 'Budi'`, [id])).toEqual(
      [{ status: 'confirmed', guest_count: 3 }],
    );
    // The answers come back with the personal link.
    const lookup = await ctx.app.inject({ url: `/api/invitation/public/${slug}/guest?name=Budi&key=${budiCode}` });
    expect(lookup.json().guest.sessions).toEqual([
      { session_id: akad, status: 'confirmed', people: 3 },
      { session_id: resepsi, status: 'declined', people: 1 },
    ]);
    // A change of one session answers with both: the one written now and the other as it was.
    const akadOnly = await rsvp(slug, {
      name: 'Budi',
      key: budiCode,
      status: 'confirmed',
      guest_count: 1,
      sessions: [{ session_id: akad, status: 'confirmed', people: 4 }],
    });
    expect(akadOnly.json().sessions).toEqual([
      { session_id: akad, status: 'confirmed', people: 4 },
      { session_id: resepsi, status: 'declined', people: 1 },
    ]);
    // One answer by the personal link, without sessions, is every invited session's.
    const whole = await rsvp(slug, { name: 'Budi', key: budiCode, status: 'declined', guest_count: 1 });
    expect(whole.json()).toMatchObject({
      name: 'Budi',
      status: 'declined',
      sessions: [
        { session_id: akad, status: 'declined', people: 1 },
        { session_id: resepsi, status: 'declined', people: 1 },
      ],
    });
    expect(await answersOf(id, 'Budi')).toEqual([
      { session: 'Akad Nikah', status: 'declined', people: 0 },
      { session: 'Resepsi', status: 'declined', people: 0 },
    ]);
  });

  it('one answer is every invited session’s; a name not on the list answers for the public sessions only', async () => {
    const single = await createInvitation({}, ['Citra']);
    const citra = await rsvp(single.slug, { name: 'Citra', status: 'confirmed', guest_count: 2 });
    // A one-session invitation answers as it always has: no per-session block.
    expect(citra.json()).toEqual({ name: 'Citra', status: 'confirmed', guest_count: 2, key: expect.any(String) });
    expect(await answersOf(single.id, 'Citra')).toEqual([{ session: 'Acara', status: 'confirmed', people: 2 }]);
    const changed = await rsvp(single.slug, {
      name: 'Citra',
      status: 'declined',
      guest_count: 1,
      key: citra.json().key,
    });
    expect(changed.statusCode).toBe(200);
    expect(await answersOf(single.id, 'Citra')).toEqual([{ session: 'Acara', status: 'declined', people: 0 }]);

    const { id, slug } = await twoSessions();
    const stranger = await rsvp(slug, { name: 'Dewi Baru', status: 'confirmed', guest_count: 1 });
    expect(stranger.statusCode).toBe(200);
    expect(await answersOf(id, 'Dewi Baru')).toEqual([{ session: 'Resepsi', status: 'confirmed', people: 1 }]);
  });
});
