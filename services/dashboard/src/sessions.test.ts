import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp, multipartBody } from './test-support';
import { sql } from './test-sql';

const slugOf = () => `sesi-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const akad = {
  name: 'Akad Nikah',
  event_date: ahead(60),
  start_time: '08:00',
  end_time: '10:00',
  time_zone: 'WIB',
  venue_name: 'Masjid Istiqlal',
  address: 'Jl. Taman Wijaya Kusuma, Jakarta Pusat',
  maps_link: 'https://maps.google.com/?q=Istiqlal',
  dress_code: 'Putih',
  note: 'Khusus keluarga',
  is_public: false,
};
const resepsi = {
  ...akad,
  name: 'Resepsi',
  start_time: '19:00',
  end_time: '21:00',
  time_zone: 'WITA',
  venue_name: 'Hotel Claro',
  address: 'Jl. A. P. Pettarani, Makassar',
  maps_link: '',
  dress_code: '',
  note: '',
  is_public: true,
};

describe('sessions of an invitation (acara per sesi)', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  async function invitationOf(headers: Record<string, string>) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/invitations',
      headers,
      payload: { slug: slugOf(), category: 'wedding' },
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: string; event_date: string };
  }
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api/dashboard${url}`, headers, ...(payload ? { payload } : {}) });

  it('a new invitation has one session; the host adds, edits and orders them, and the first is the invitation’s date and place', async () => {
    const { headers } = await ctx.host();
    const invitation = await invitationOf(headers);
    const [first] = (await call(headers, 'GET', `/invitations/${invitation.id}/sessions`)).json();
    expect(first).toMatchObject({ position: 0, name: 'Acara', event_date: invitation.event_date, time_zone: 'WIB' });

    const edited = await call(headers, 'PUT', `/invitations/${invitation.id}/sessions/${first.id}`, akad);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ...akad, id: first.id, position: 0, answered: 0 });
    const added = await call(headers, 'POST', `/invitations/${invitation.id}/sessions`, resepsi);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Resepsi',
      position: 1,
      time_zone: 'WITA',
      maps_link: null,
      note: null,
    });

    const detail = (await call(headers, 'GET', `/invitations/${invitation.id}`)).json();
    expect(detail).toMatchObject({
      event_date: akad.event_date,
      event_time: '08:00',
      location: 'Masjid Istiqlal, Jl. Taman Wijaya Kusuma, Jakarta Pusat',
      maps_link: akad.maps_link,
    });

    // The resepsi first: it is the invitation's date and place now.
    const ordered = await call(headers, 'PUT', `/invitations/${invitation.id}/sessions/order`, {
      ids: [added.json().id, first.id],
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().map((s: { name: string; position: number }) => [s.position, s.name])).toEqual([
      [0, 'Resepsi'],
      [1, 'Akad Nikah'],
    ]);
    expect((await call(headers, 'GET', `/invitations/${invitation.id}`)).json()).toMatchObject({
      event_time: '19:00',
      location: 'Hotel Claro, Jl. A. P. Pettarani, Makassar',
    });
    // An order that leaves one out, or names one twice, changes nothing.
    for (const ids of [[first.id], [first.id, first.id]]) {
      const refused = await call(headers, 'PUT', `/invitations/${invitation.id}/sessions/order`, { ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Urutan harus memuat setiap sesi undangan ini tepat satu kali.');
    }
  });

  it('refuses bad sessions with the editor’s messages and stores nothing', async () => {
    const { headers } = await ctx.host();
    const invitation = await invitationOf(headers);
    const url = `/invitations/${invitation.id}/sessions`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Nama sesi wajib diisi.'],
      [{ start_time: '19:00', end_time: '18:00' }, 'end_time', 'Jam selesai harus setelah jam mulai.'],
      [{ event_date: ahead(-1) }, 'event_date', 'Tanggal sesi baru tidak boleh sebelum hari ini.'],
      [{ event_date: '2027-02-30' }, 'event_date', 'Tanggal sesi tidak valid.'],
      [{ time_zone: 'UTC' }, 'time_zone', 'Zona waktu harus WIB, WITA, atau WIT.'],
      [{ start_time: '25:00' }, 'start_time', 'Format jam JJ:MM, misalnya 08:00.'],
      [{ maps_link: 'javascript:alert(1)' }, 'maps_link', 'Link Google Maps harus berupa URL yang valid.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call(headers, 'POST', url, { ...akad, ...change });
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({
        status: 400,
        body: { message, details: [{ field, message }] },
      });
    }
    expect((await call(headers, 'GET', url)).json()).toHaveLength(1);
    // A session already held may keep its past date when it is corrected.
    const [first] = (await call(headers, 'GET', url)).json();
    expect((await call(headers, 'PUT', `${url}/${first.id}`, { ...akad, event_date: ahead(-3) })).statusCode).toBe(200);
  });

  it('holds ten sessions at most, never fewer than one, and asks before removing a session guests answered', async () => {
    const { headers } = await ctx.host();
    const invitation = await invitationOf(headers);
    const url = `/invitations/${invitation.id}/sessions`;
    const [first] = (await call(headers, 'GET', url)).json();
    const last = await call(headers, 'DELETE', `${url}/${first.id}`);
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('Undangan harus memiliki minimal satu sesi.');

    const added: string[] = [];
    for (let n = 2; n <= 10; n++)
      added.push((await call(headers, 'POST', url, { ...resepsi, name: `Sesi ${n}` })).json().id);
    const eleventh = await call(headers, 'POST', url, { ...resepsi, name: 'Sesi 11' });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toBe('Satu undangan paling banyak memiliki 10 sesi.');
    expect((await call(headers, 'GET', url)).json()).toHaveLength(10);

    // A guest answered the second session: removing it asks first, then removes it and closes the gap.
    const [guest] = await sql<{ id: string }>(
      `insert into guests (invitation_id, name, status, guest_count) values (?, 'Tamu Sesi', 'confirmed', 2) returning id`,
      [invitation.id],
    );
    await sql(
      `insert into guest_session_answers (guest_id, session_id, status, people) values (?, ?, 'confirmed', 2)`,
      [guest!.id, added[0]],
    );
    const asked = await call(headers, 'DELETE', `${url}/${added[0]}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'session_has_answers',
      message: '1 tamu sudah menjawab RSVP untuk sesi ini. Jawaban mereka untuk sesi ini akan ikut terhapus.',
    });
    const removed = await call(headers, 'DELETE', `${url}/${added[0]}?confirm=true`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().map((s: { position: number }) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await sql(`select count(*)::int as n from guest_session_answers where guest_id = ?`, [guest!.id])).toEqual([
      { n: 0 },
    ]);
  });

  it('invites chosen guests or a whole group to some sessions, or back to all; the list shows it', async () => {
    const { headers } = await ctx.host();
    const invitation = await invitationOf(headers);
    const url = `/invitations/${invitation.id}`;
    const [first] = (await call(headers, 'GET', `${url}/sessions`)).json();
    const second = (await call(headers, 'POST', `${url}/sessions`, resepsi)).json();
    const guest = async (name: string, phone: string, group: string) =>
      (await call(headers, 'POST', `${url}/guests`, { name, phone, group_name: group })).json().id as string;
    const ani = await guest('Ani', '081211110001', 'Keluarga');
    const budi = await guest('Budi', '081211110002', 'Keluarga');
    const citra = await guest('Citra', '081211110003', 'Teman');
    const sessionsOf = async () =>
      Object.fromEntries(
        (await call(headers, 'GET', `${url}/guests?per_page=50`))
          .json()
          .items.map((g: { name: string; sessions: string[] | null }) => [g.name, g.sessions]),
      );
    expect(await sessionsOf()).toEqual({ Ani: null, Budi: null, Citra: null });

    const family = await call(headers, 'PUT', `${url}/guests/sessions`, {
      group: 'keluarga',
      all: false,
      sessions: [first.id],
    });
    expect(family.json()).toEqual({ updated: 2, message: '2 tamu diperbarui.' });
    const one = await call(headers, 'PUT', `${url}/guests/sessions`, {
      ids: [citra],
      all: false,
      sessions: [second.id],
    });
    expect(one.json().updated).toBe(1);
    expect(await sessionsOf()).toEqual({ Ani: [first.id], Budi: [first.id], Citra: [second.id] });
    await call(headers, 'PUT', `${url}/guests/sessions`, { ids: [budi], all: true, sessions: [] });
    expect(await sessionsOf()).toEqual({ Ani: [first.id], Budi: null, Citra: [second.id] });

    // Bad requests change nothing.
    const refusals: [Record<string, unknown>, string][] = [
      [{ all: false, sessions: [first.id] }, 'Pilih tamu atau satu grup tamu.'],
      [{ ids: [ani], group: 'Teman', all: true, sessions: [] }, 'Pilih tamu atau satu grup tamu.'],
      [{ ids: [ani], all: false, sessions: [] }, 'Pilih minimal satu sesi, atau semua sesi.'],
      [
        { ids: [ani], all: false, sessions: ['00000000-0000-4000-8000-000000000000'] },
        'Sesi yang dipilih tidak ada di undangan ini.',
      ],
    ];
    for (const [body, message] of refusals) {
      const refused = await call(headers, 'PUT', `${url}/guests/sessions`, body);
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }
    expect(await sessionsOf()).toEqual({ Ani: [first.id], Budi: null, Citra: [second.id] });
    // Removing the resepsi leaves Citra invited to no session: she is invited to all (the one left) again.
    await call(headers, 'DELETE', `${url}/sessions/${second.id}`);
    expect((await sessionsOf()).Citra).toBeNull();
  });

  it('checks a guest in per session: invited at the akad, flagged (and admitted) at the resepsi, counted apart', async () => {
    const { headers } = await ctx.host();
    const invitation = await invitationOf(headers);
    const url = `/invitations/${invitation.id}`;
    const [akadSession] = (await call(headers, 'GET', `${url}/sessions`)).json();
    const resepsiSession = (await call(headers, 'POST', `${url}/sessions`, resepsi)).json();
    const [ani] = await sql<{ id: string; code: string }>(
      `insert into guests (invitation_id, name, phone, seats, all_sessions) values (?, 'Ani', '6281211110001', 2, false)
       returning id, code`,
      [invitation.id],
    );
    await sql(`insert into guest_sessions (guest_id, session_id) values (?, ?)`, [ani!.id, akadSession.id]);
    const checkin = (payload: Record<string, unknown>) => call(headers, 'POST', `${url}/checkin`, payload);

    const atAkad = await checkin({ code: ani!.code, session_id: akadSession.id });
    expect(atAkad.statusCode).toBe(200);
    expect(atAkad.json()).toMatchObject({
      already: false,
      guest: { name: 'Ani' },
      session: { name: 'Acara', not_invited: false, summary: { guests: 1, people: 2 } },
    });
    expect((await checkin({ code: ani!.code, session_id: akadSession.id })).json()).toMatchObject({ already: true });
    // At the resepsi she is not on the list of that session: admitted, flagged, and counted at that door only.
    const atResepsi = (await checkin({ code: ani!.code, session_id: resepsiSession.id, people: 1 })).json();
    expect(atResepsi).toMatchObject({
      already: false,
      session: { name: 'Resepsi', not_invited: true, summary: { guests: 1, people: 1 } },
      summary: { guests: 1, people: 2 },
    });
    // Each session's figures, apart.
    const figures = (await call(headers, 'GET', `${url}/sessions/figures`)).json();
    expect(figures).toEqual([
      {
        id: akadSession.id,
        name: 'Acara',
        invited: 1,
        opened: 0,
        answered: 0,
        coming: 0,
        people: 0,
        checked_in: 1,
        people_checked_in: 2,
      },
      {
        id: resepsiSession.id,
        name: 'Resepsi',
        invited: 0,
        opened: 0,
        answered: 0,
        coming: 0,
        people: 0,
        checked_in: 1,
        people_checked_in: 1,
      },
    ]);

    // The export has each session's columns: invited, answer, people, check-in.
    await sql(
      `insert into guest_session_answers (guest_id, session_id, status, people) values (?, ?, 'confirmed', 2)`,
      [ani!.id, akadSession.id],
    );
    const csv = (await call(headers, 'GET', `${url}/guests/export.csv`)).body.replace(/^\uFEFF/, '').split('\r\n');
    const header = csv[0]!.split(',');
    expect(header.slice(-8)).toEqual([
      'Acara: Diundang',
      'Acara: Jawaban',
      'Acara: Jumlah',
      'Acara: Check-in',
      'Resepsi: Diundang',
      'Resepsi: Jawaban',
      'Resepsi: Jumlah',
      'Resepsi: Check-in',
    ]);
    const row = csv[1]!.split(',');
    expect(row[0]).toBe('Ani');
    expect(row.slice(-8, -1)).toEqual(['Ya', 'Hadir', '2', expect.stringMatching(/^\d{4}-/), 'Tidak', '', '']);
    expect(row.at(-1)).toMatch(/^\d{4}-/);

    const stranger = await ctx.host();
    const foreign = (
      await call(stranger.headers, 'GET', `/invitations/${(await invitationOf(stranger.headers)).id}/sessions`)
    ).json();
    const wrong = await checkin({ code: ani!.code, session_id: foreign[0].id });
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, 'Sesi tidak ditemukan.']);
  });

  it("imports each guest's sessions from the file's 'Sesi' column; an unknown session is the row's error", async () => {
    const { headers } = await ctx.host();
    const invitation = await invitationOf(headers);
    const url = `/invitations/${invitation.id}`;
    const [first] = (await call(headers, 'GET', `${url}/sessions`)).json();
    await call(headers, 'PUT', `${url}/sessions/${first.id}`, akad);
    const second = (await call(headers, 'POST', `${url}/sessions`, resepsi)).json();
    const csv = [
      'Nama,WhatsApp,Grup,Sesi',
      'Ani,081211110001,Keluarga,akad nikah',
      'Budi,081211110002,Teman,',
      'Citra,081211110003,Teman,Akad Nikah; Resepsi',
      'Dewi,081211110004,Teman,Ngunduh',
    ].join('\n');
    const upload = (dryRun: boolean) => {
      const body = multipartBody('tamu.csv', Buffer.from(csv), 'text/csv');
      return ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard${url}/guests/import${dryRun ? '?dry_run=true' : ''}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const preview = (await upload(true)).json();
    expect(
      preview.rows.map((r: { name: string; sessions?: string[]; error?: string }) => [r.name, r.sessions, r.error]),
    ).toEqual([
      ['Ani', ['Akad Nikah'], undefined],
      ['Budi', undefined, undefined],
      ['Citra', ['Akad Nikah', 'Resepsi'], undefined],
      ['Dewi', undefined, 'Sesi "Ngunduh" tidak ada di undangan ini.'],
    ]);
    expect((await upload(false)).json()).toMatchObject({ imported: 3 });
    const listed = (await call(headers, 'GET', `${url}/guests?per_page=50`)).json().items;
    expect(
      Object.fromEntries(listed.map((g: { name: string; sessions: string[] | null }) => [g.name, g.sessions])),
    ).toEqual({ Ani: [first.id], Budi: null, Citra: [first.id, second.id] });
  });

  it('another host reads and changes nothing of these sessions', async () => {
    const owner = await ctx.host();
    const invitation = await invitationOf(owner.headers);
    const url = `/invitations/${invitation.id}/sessions`;
    const [first] = (await call(owner.headers, 'GET', url)).json();
    const stranger = await ctx.host();
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['POST', url, resepsi],
      ['PUT', `${url}/${first.id}`, akad],
      ['PUT', `${url}/order`, { ids: [first.id] }],
      ['DELETE', `${url}/${first.id}`, undefined],
    ] as const)
      expect((await call(stranger.headers, method, path, body)).statusCode).toBe(404);
    expect((await call(owner.headers, 'GET', url)).json()).toEqual([first]);
  });
});
