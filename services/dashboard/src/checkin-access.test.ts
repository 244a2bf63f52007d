import { messages } from '@undangin/contracts';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { sql } from './test-sql';

type Ctx = Awaited<ReturnType<typeof buildDashboardTestApp>>;

/** A host with an invitation and two listed guests. */
async function hostWithGuests(ctx: Ctx, names = ['Siti Rahma', 'Budi']) {
  const host = await ctx.host();
  const invitation = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/invitations',
      headers: host.headers,
      payload: {
        slug: `pintu-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
        category: 'wedding',
      },
    })
  ).json();
  const guests = [];
  for (const name of names)
    guests.push(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/dashboard/invitations/${invitation.id}/guests`,
          headers: host.headers,
          payload: { name, phone: `0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` },
        })
      ).json(),
    );
  return { host, invitation, guests };
}

const closed = 'Link penerima tamu tidak berlaku atau sudah dicabut oleh pemilik acara.';

describe('who may use check-in', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  /** A receptionist's link and an open session on it. */
  async function desk(host: { headers: Record<string, string> }, invitationId: string, label?: string) {
    const link = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitationId}/checkin-links`,
        headers: host.headers,
        payload: label === undefined ? {} : { label },
      })
    ).json();
    const base = `/api/dashboard/reception/${link.token}`;
    const opened = await ctx.app.inject({ method: 'POST', url: `${base}/session`, payload: { pin: ` ${link.pin} ` } });
    return { link, base, opened, session: { 'x-reception-session': opened.json().session as string } };
  }

  it("answers another host's check-in, counters and links as a 404 that leaks nothing, and changes nothing", async () => {
    const { host, invitation, guests } = await hostWithGuests(ctx);
    const stranger = await ctx.host();
    const { link } = await desk(host, invitation.id);
    const base = `/api/dashboard/invitations/${invitation.id}`;
    const attempts = [
      { method: 'POST' as const, url: `${base}/checkin`, payload: { guest_id: guests[0].id } },
      { method: 'PUT' as const, url: `${base}/checkin/${guests[0].id}`, payload: { people: 2 } },
      { method: 'GET' as const, url: `${base}/checkin/summary` },
      { method: 'GET' as const, url: `${base}/checkin-links` },
      { method: 'POST' as const, url: `${base}/checkin-links`, payload: { label: 'Meja saya' } },
      { method: 'DELETE' as const, url: `${base}/checkin-links/${link.id}` },
    ];
    for (const attempt of attempts) {
      const answer = await ctx.app.inject({ ...attempt, headers: stranger.headers });
      expect([attempt.method, attempt.url, answer.statusCode, answer.json()]).toEqual([
        attempt.method,
        attempt.url,
        404,
        { status: 404, code: 'not_found', message: messages.builder.notFoundOrForbidden },
      ]);
      expect((await ctx.app.inject({ method: attempt.method, url: attempt.url })).statusCode).toBe(401);
    }
    expect(await sql(`select checked_in_at from guests where invitation_id = ?`, [invitation.id])).toEqual([
      { checked_in_at: null },
      { checked_in_at: null },
    ]);
    expect(await sql(`select revoked_at from checkin_links where invitation_id = ?`, [invitation.id])).toEqual([
      { revoked_at: null },
    ]);
  });

  it("lists the host's links newest first with their revocation, names an unnamed one, and revokes only its own", async () => {
    const { host, invitation } = await hostWithGuests(ctx, []);
    const other = await hostWithGuests(ctx, []);
    const first = await desk(host, invitation.id, '  ');
    const second = await desk(host, invitation.id, ' Meja VIP ');
    const foreign = await desk(other.host, other.invitation.id);
    const links = `/api/dashboard/invitations/${invitation.id}/checkin-links`;
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${links}/${foreign.link.id}`, headers: host.headers })).json(),
    ).toMatchObject({ status: 404, message: messages.builder.notFoundOrForbidden });
    expect((await ctx.app.inject({ url: `${foreign.base}/summary`, headers: foreign.session })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${links}/${first.link.id}`, headers: host.headers })).statusCode,
    ).toBe(204);
    const listed = (await ctx.app.inject({ url: links, headers: host.headers })).json();
    expect(listed.map((link: { id: string; label: string }) => [link.id, link.label])).toEqual([
      [second.link.id, 'Meja VIP'],
      [first.link.id, 'Penerima tamu'],
    ]);
    expect(listed[0]).toMatchObject({ token: second.link.token, revoked_at: null });
    expect(new Date(listed[1].revoked_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(new Date(listed[1].created_at).getTime()).toBeLessThanOrEqual(new Date(listed[0].created_at).getTime());
    expect(listed[0]).not.toHaveProperty('pin_hash');
  });

  it('opens a desk only with its link and session: no header, an empty or made-up one, or another link is closed', async () => {
    const { host, invitation } = await hostWithGuests(ctx);
    const other = await hostWithGuests(ctx);
    const mine = await desk(host, invitation.id, 'Meja depan');
    const theirs = await desk(other.host, other.invitation.id);
    expect(mine.opened.statusCode).toBe(201);
    expect(mine.opened.json()).toMatchObject({ label: 'Meja depan', couple_name: expect.any(String) });
    expect(mine.opened.json().event_date === null || /^\d{4}-\d{2}-\d{2}$/.test(mine.opened.json().event_date)).toBe(
      true,
    );
    for (const headers of [
      {},
      { 'x-reception-session': '' },
      { 'x-reception-session': 'dibuat-buat' },
      theirs.session,
    ]) {
      const answer = await ctx.app.inject({ url: `${mine.base}/summary`, headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'reception_closed', message: closed });
    }
    // A session that lasted its 24 hours is over.
    await sql(`update checkin_sessions set expires_at = now() - interval '1 second' where link_id = ?`, [mine.link.id]);
    expect((await ctx.app.inject({ url: `${mine.base}/summary`, headers: mine.session })).statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/reception/tidak-ada/session',
      payload: { pin: '123456' },
    });
    expect(unknown.json()).toMatchObject({ status: 401, code: 'reception_closed', message: closed });
  });

  it('finds guests at the desk by a part of the name, literally, and only on its own invitation', async () => {
    const { host, invitation } = await hostWithGuests(ctx, ['Ani 100%', 'Ani_Budi', 'Anita', 'Bani']);
    await hostWithGuests(ctx, ['Ani Lain']);
    const { base, session } = await desk(host, invitation.id);
    const find = async (q: string) =>
      (await ctx.app.inject({ url: `${base}/guests?q=${encodeURIComponent(q)}`, headers: session }))
        .json()
        .map((guest: { name: string }) => guest.name);
    expect(await find('  ANI ')).toEqual(['Ani 100%', 'Ani_Budi', 'Anita', 'Bani']);
    expect(await find('%')).toEqual(['Ani 100%']);
    expect(await find('_')).toEqual(['Ani_Budi']);
    expect(await find('i_b')).toEqual(['Ani_Budi']);
    expect(await find('x')).toEqual([]);
  });

  it('refuses a walk-in without a name or with one over 100 letters once written plainly, and records nothing', async () => {
    const { host, invitation } = await hostWithGuests(ctx, []);
    const checkin = (name: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/checkin`,
        headers: host.headers,
        payload: { walkin: { name, people: 1 } },
      });
    const blank = await checkin(' \u00a0 ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'validation_failed', message: messages.guests.nameRequired });
    // 51 ligatures pass the body's 100-character limit and are 102 letters as the list stores names.
    const long = await checkin('\ufb00'.repeat(51));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'validation_failed', message: messages.guests.nameTooLong });
    expect((await checkin('B'.repeat(100))).statusCode).toBe(200);
    expect(await sql(`select count(*)::int as n from guests where invitation_id = ?`, [invitation.id])).toEqual([
      { n: 1 },
    ]);
  });

  it('counts a listed guest in with their seats, or the party they confirmed when larger, or one', async () => {
    const { host, invitation, guests } = await hostWithGuests(ctx, ['Satu', 'Rombongan', 'Kursi']);
    await sql(`update guests set status = 'confirmed', guest_count = 4 where id = ?`, [guests[1].id]);
    await sql(`update guests set seats = 3 where id = ?`, [guests[2].id]);
    const counted = [];
    for (const guest of guests)
      counted.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/dashboard/invitations/${invitation.id}/checkin`,
            headers: host.headers,
            payload: { guest_id: guest.id },
          })
        ).json().guest.checked_in_count,
      );
    expect(counted).toEqual([1, 4, 3]);
  });

  it('lets the right PIN clear the wrong ones before it, and forgets wrong PINs older than 15 minutes', async () => {
    const { host, invitation } = await hostWithGuests(ctx, []);
    const { link, base } = await desk(host, invitation.id);
    const wrong = link.pin === '999999' ? '999998' : '999999';
    const pin = (value: string) => ctx.app.inject({ method: 'POST', url: `${base}/session`, payload: { pin: value } });
    for (let i = 0; i < 9; i += 1) expect((await pin(wrong)).statusCode).toBe(401);
    expect((await pin(link.pin)).statusCode).toBe(201);
    for (let i = 0; i < 9; i += 1) expect((await pin(wrong)).statusCode).toBe(401);
    await sql(`update checkin_links set failed_since = now() - interval '16 minutes' where id = ?`, [link.id]);
    // The address's own count lives in 15-minute windows: its window is over too.
    await sql(
      `update dashboard_rate_limits set window_start = window_start - interval '16 minutes' where bucket like ?`,
      [`pin:${link.id}:%`],
    );
    for (let i = 0; i < 9; i += 1) expect((await pin(wrong)).statusCode).toBe(401);
    expect((await pin(link.pin)).statusCode).toBe(201);
  });
});
