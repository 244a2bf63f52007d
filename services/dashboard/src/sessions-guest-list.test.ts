import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { sql } from './test-sql';
import { twoSessionWedding } from './test-sessions';

describe('the guest list of an invitation of several sessions', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('filters by session (invited, then that session’s answers and check-ins) and shows each guest’s per session', async () => {
    const { api, url, akad, resepsi, invitation } = await twoSessionWedding(ctx, 'daftar');
    const add = async (name: string, phone: string) =>
      (await api('POST', `${url}/guests`, { name, phone })).json().id as string;
    const ani = await add('Ani', '081211120001');
    const budi = await add('Budi', '081211120002');
    const citra = await add('Citra', '081211120003');
    await api('PUT', `${url}/guests/sessions`, { ids: [ani], all: false, sessions: [akad.id] });
    await api('PUT', `${url}/guests/sessions`, { ids: [citra], all: false, sessions: [resepsi.id] });
    await sql(
      `insert into guest_session_answers (guest_id, session_id, status, people) values
         (?, ?, 'confirmed', 2), (?, ?, 'declined', 0), (?, ?, 'confirmed', 3)`,
      [ani, akad.id, budi, akad.id, budi, resepsi.id],
    );
    // Citra came to the akad all the same: admitted at the door, flagged.
    expect((await api('POST', `${url}/checkin`, { guest_id: citra, session_id: akad.id })).statusCode).toBe(200);

    const names = async (query: string) => {
      const page = await api('GET', `${url}/guests?${query}`);
      expect(page.statusCode).toBe(200);
      return page
        .json()
        .items.map((g: { name: string }) => g.name)
        .sort();
    };
    expect(await names(`session=${akad.id}`)).toEqual(['Ani', 'Budi']);
    expect(await names(`session=${resepsi.id}`)).toEqual(['Budi', 'Citra']);
    expect(await names(`session=${akad.id}&filter=confirmed`)).toEqual(['Ani']);
    expect(await names(`session=${akad.id}&filter=declined`)).toEqual(['Budi']);
    expect(await names(`session=${resepsi.id}&filter=confirmed`)).toEqual(['Budi']);
    expect(await names(`session=${resepsi.id}&filter=unanswered`)).toEqual(['Citra']);
    expect(await names(`session=${akad.id}&filter=checked_in`)).toEqual(['Citra']);
    expect(await names(`session=${resepsi.id}&filter=checked_in`)).toEqual([]);
    expect(await names(`session=${akad.id}&q=ani`)).toEqual(['Ani']);
    // Without a session, the guests' overall answers as before.
    expect(await names('filter=checked_in')).toEqual(['Citra']);

    const list = (await api('GET', `${url}/guests`)).json().items as {
      name: string;
      session_states: unknown[];
    }[];
    const states = Object.fromEntries(list.map((g) => [g.name, g.session_states]));
    expect(states).toEqual({
      Ani: [{ session_id: akad.id, status: 'confirmed', people: 2, checked_in: false }],
      Budi: [
        { session_id: akad.id, status: 'declined', people: 0, checked_in: false },
        { session_id: resepsi.id, status: 'confirmed', people: 3, checked_in: false },
      ],
      Citra: [{ session_id: akad.id, status: null, people: null, checked_in: true }],
    });

    // The analytics page has the same figures per session, under the invitation.
    const analytics = (await api('GET', '/analytics')).json();
    const [row] = analytics.per_invitation.filter((i: { id: string }) => i.id === invitation.id);
    expect(row.sessions).toEqual((await api('GET', `${url}/sessions/figures`)).json());
    expect(row.sessions).toEqual([
      expect.objectContaining({ name: akad.name, invited: 2, answered: 2, coming: 1, people: 2, checked_in: 1 }),
      expect.objectContaining({ name: 'Resepsi', invited: 2, answered: 1, coming: 1, people: 3, checked_in: 0 }),
    ]);

    // Another invitation's session, or none at all: refused, not an empty list.
    const { akad: foreign } = await twoSessionWedding(ctx, 'asing');
    const refused = await api('GET', `${url}/guests?session=${foreign.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([404, 'Sesi tidak ditemukan.']);
    expect((await api('GET', `${url}/guests?session=bukan-id`)).statusCode).toBe(400);
  });

  it('lists the groups of the list to invite a whole group; a group nobody is in is refused', async () => {
    const { api, url, akad, invitation } = await twoSessionWedding(ctx, 'grup');
    const guests: [string, string, string][] = [
      ['Ani', '081211130001', 'Keluarga'],
      ['Budi', '081211130002', ' keluarga '],
      ['Citra', '081211130003', 'VIP'],
      ['Dodi', '081211130004', ''],
    ];
    for (const [name, phone, group] of guests) await api('POST', `${url}/guests`, { name, phone, group_name: group });
    expect((await api('GET', `${url}/guests/groups`)).json()).toEqual([
      { name: 'Keluarga', guests: 2 },
      { name: 'VIP', guests: 1 },
    ]);
    const nobody = await api('PUT', `${url}/guests/sessions`, { group: 'Tetangga', all: false, sessions: [akad.id] });
    expect([nobody.statusCode, nobody.json().message]).toEqual([
      400,
      'Tidak ada tamu di grup itu. Periksa nama grupnya.',
    ]);
    const family = await api('PUT', `${url}/guests/sessions`, { group: 'KELUARGA', all: false, sessions: [akad.id] });
    expect(family.json()).toEqual({ updated: 2, message: '2 tamu diperbarui.' });
    // Another host's list is not theirs to read.
    const stranger = (await ctx.host()).headers;
    const foreign = await ctx.app.inject({
      url: `/api/dashboard/invitations/${invitation.id}/guests/groups`,
      headers: stranger,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
