import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { sql } from './test-sql';
import { ahead, twoSessionWedding } from './test-sessions';

describe('the receptionist link at an invitation of several sessions', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('lists the sessions to pick (no venue, note or answers) and checks in per session, flagging the uninvited', async () => {
    const { api, url, akad, resepsi, invitation } = await twoSessionWedding(ctx, 'meja');
    const [ani] = await sql<{ id: string; code: string }>(
      `insert into guests (invitation_id, name, phone, seats, all_sessions) values (?, 'Ani', '6281211110002', 2, false)
       returning id, code`,
      [invitation.id],
    );
    await sql(`insert into guest_sessions (guest_id, session_id) values (?, ?)`, [ani!.id, akad.id]);

    const link = (await api('POST', `${url}/checkin-links`, {})).json();
    const base = `/reception/${link.token}`;
    const opened = (await api('POST', `${base}/session`, { pin: link.pin }, {})).json();
    const desk = { 'x-reception-session': opened.session as string };

    const listed = await api('GET', `${base}/sessions`, undefined, desk);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      { id: akad.id, name: akad.name, event_date: akad.event_date, start_time: akad.start_time, time_zone: 'WIB' },
      { id: resepsi.id, name: 'Resepsi', event_date: ahead(60), start_time: '19:00', time_zone: 'WITA' },
    ]);
    // Without the PIN session, nothing.
    expect((await api('GET', `${base}/sessions`, undefined, {})).statusCode).toBe(401);

    const atResepsi = await api('POST', `${base}/checkin`, { guest_id: ani!.id, session_id: resepsi.id }, desk);
    expect(atResepsi.statusCode).toBe(200);
    expect(atResepsi.json()).toMatchObject({
      guest: { name: 'Ani' },
      session: { name: 'Resepsi', not_invited: true, summary: { guests: 1, people: 2 } },
    });
    expect(atResepsi.json().guest.code).toBeUndefined();
    // A session of another invitation is not this desk's.
    const { akad: foreign } = await twoSessionWedding(ctx, 'lain');
    const refused = await api('POST', `${base}/checkin`, { guest_id: ani!.id, session_id: foreign.id }, desk);
    expect(refused.statusCode).toBe(404);
    const checkins = await sql<{ count: string }>(`select count(*) from session_checkins where guest_id = ?`, [
      ani!.id,
    ]);
    expect(checkins[0]!.count).toBe('1');
  });
});
