import { createHmac } from 'node:crypto';
import { deskCodeMessage } from '@undangin/contracts';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { deskDevice, minutesAgo } from './test-desk';
import { hostWithTwoGuests } from './test-guests';
import { twoSessionWedding } from './test-sessions';
import { sql } from './test-sql';

// The desk offline (issue 36): devices, the list they keep, and the sync where the server decides.
describe('the offline check-in desk', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  /** A host's invitation with Siti and Budi, the host's own device and a receptionist's, both made an hour ago. */
  async function twoDesks() {
    const { host, invitation, siti, budi } = await hostWithTwoGuests(ctx);
    const url = `/invitations/${invitation.id}`;
    const link = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard${url}/checkin-links`,
        headers: host.headers,
        payload: {},
      })
    ).json();
    const opened = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/reception/${link.token}/session`,
        payload: { pin: link.pin },
      })
    ).json();
    const reception = { 'x-reception-session': opened.session as string };
    const hostDesk = await deskDevice(ctx, `${url}/desk`, host.headers);
    const frontDesk = await deskDevice(ctx, `/reception/${link.token}/desk`, reception);
    await sql(`update desk_devices set created_at = now() - interval '1 hour' where invitation_id = ?`, [
      invitation.id,
    ]);
    const summary = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/dashboard${url}/checkin/summary`, headers: host.headers })
      ).json();
    return { host, invitation, siti, budi, link, reception, hostDesk, frontDesk, summary };
  }

  it('hands the device the list with a tag per QR code, never the code, and only the changes after `since`', async () => {
    const { hostDesk, siti, budi, host, invitation } = await twoDesks();
    const list = await hostDesk.list();
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const body = list.json();
    expect(body).toMatchObject({ full: true, total: 2 });
    expect(body.guests.map((g: { name: string }) => g.name)).toEqual(['Budi', 'Siti Rahma']);
    expect(list.body).not.toContain(siti.code);
    expect(list.body).not.toContain(siti.phone);
    const tag = createHmac('sha256', hostDesk.signing).update(deskCodeMessage(siti.code)).digest('hex').slice(0, 32);
    expect(body.guests[1]).toMatchObject({ id: siti.id, code_tag: tag, seats: 2, checked_in_at: null });

    await sql(`update desk_devices set created_at = now() - interval '1 hour'`);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitation.id}/guests`,
      headers: host.headers,
      payload: { name: 'Citra', phone: '081399990000' },
    });
    await sql(`update guests set updated_at = now() - interval '2 hours' where id in (?, ?)`, [siti.id, budi.id]);
    const changed = (await hostDesk.list(minutesAgo(30))).json();
    expect(changed).toMatchObject({ full: false, total: 3 });
    expect(changed.guests.map((g: { name: string }) => g.name)).toEqual(['Citra']);
  });

  it('records offline check-ins at the device time; a replayed batch counts nothing twice', async () => {
    const { frontDesk, siti, budi, summary } = await twoDesks();
    const walkin = frontDesk.sign({ kind: 'walkin', name: 'Pak RT', people: 3, at: minutesAgo(20) });
    const batch = [
      frontDesk.sign({ kind: 'checkin', guest_id: siti.id, at: minutesAgo(30) }),
      frontDesk.sign({ kind: 'checkin', code: budi.code, people: 1, at: minutesAgo(25) }),
      walkin,
      frontDesk.sign({ kind: 'people', ref: walkin.id, people: 4, at: minutesAgo(19) }),
    ];
    const first = await frontDesk.sync(batch);
    expect(first.statusCode).toBe(200);
    const results = first.json().results;
    expect(results.map((r: { status: string }) => r.status)).toEqual(['recorded', 'recorded', 'recorded', 'recorded']);
    expect(results[0]).toMatchObject({ name: 'Siti Rahma', people: 2, at: batch[0]!.at });
    expect(results[3]).toMatchObject({ name: 'Pak RT', people: 4 });
    expect(await summary()).toMatchObject({ guests: 3, people: 7 });

    const again = await frontDesk.sync(batch);
    expect(again.json().results).toEqual(results);
    expect(await summary()).toMatchObject({ guests: 3, people: 7 });
    const [counted] = await sql<{ count: string }>(`select count(*) from desk_ops where device_id = ?`, [
      frontDesk.deviceId,
    ]);
    expect(counted!.count).toBe('4');
    // The activity log names the link, once per check-in.
    const logged = await sql<{ actor_name: string }>(
      `select actor_name from invitation_activity a join guests g on g.invitation_id = a.invitation_id
       where g.id = ? and a.action = 'checkin.recorded'`,
      [siti.id],
    );
    expect(logged).toHaveLength(3);
  });

  it('counts a guest checked in on two offline desks once, keeps the earliest time, and tells the later desk', async () => {
    const { hostDesk, frontDesk, siti, summary } = await twoDesks();
    const early = minutesAgo(40);
    const late = minutesAgo(10);
    expect(
      (await hostDesk.sync([hostDesk.sign({ kind: 'checkin', guest_id: siti.id, at: late })])).json().results[0],
    ).toMatchObject({ status: 'recorded', at: late });
    const second = (await frontDesk.sync([frontDesk.sign({ kind: 'checkin', guest_id: siti.id, at: early })])).json();
    expect(second.results[0]).toMatchObject({ status: 'elsewhere', name: 'Siti Rahma', at: early });
    expect(await summary()).toMatchObject({ guests: 1, people: 2 });
    const [row] = await sql<{ checked_in_at: Date }>(`select checked_in_at from guests where id = ?`, [siti.id]);
    expect(new Date(row!.checked_in_at).toISOString()).toBe(early);
    // The same desk scanning its own guest again hears 'already'.
    const own = (await hostDesk.sync([hostDesk.sign({ kind: 'checkin', guest_id: siti.id })])).json();
    expect(own.results[0]).toMatchObject({ status: 'already' });
  });

  it('reports a guest the host removed meanwhile, and does not bring them back', async () => {
    const { frontDesk, siti, invitation, summary } = await twoDesks();
    await sql(`delete from guests where id = ?`, [siti.id]);
    const op = frontDesk.sign({ kind: 'checkin', guest_id: siti.id, at: minutesAgo(5) });
    const answer = (await frontDesk.sync([op])).json();
    expect(answer.results[0]).toMatchObject({ status: 'removed', guest_id: null });
    const correction = (
      await frontDesk.sync([frontDesk.sign({ kind: 'people', guest_id: siti.id, people: 3 })])
    ).json();
    expect(correction.results[0]).toMatchObject({ status: 'removed' });
    const left = await sql(`select name from guests where invitation_id = ?`, [invitation.id]);
    expect(left).toEqual([{ name: 'Budi' }]);
    expect(await summary()).toMatchObject({ guests: 0 });
  });

  it('refuses a tampered op and another device’s op id, and stores neither', async () => {
    const { hostDesk, frontDesk, siti, budi, summary } = await twoDesks();
    const signed = frontDesk.sign({ kind: 'checkin', guest_id: siti.id, people: 1 });
    const tampered = { ...signed, people: 40 };
    const refused = (await frontDesk.sync([tampered])).json().results[0];
    expect(refused).toMatchObject({
      status: 'refused',
      message: 'Catatan check-in ini tidak sah: tanda tangan perangkat tidak cocok. Tidak dicatat.',
    });
    // Signed by one device, sent by another: the key does not match either.
    expect((await hostDesk.sync([signed])).json().results[0]).toMatchObject({ status: 'refused' });
    expect(await summary()).toMatchObject({ guests: 0 });
    expect((await frontDesk.sync([signed])).json().results[0]).toMatchObject({ status: 'recorded', people: 1 });
    // The op id is the front desk's now: the host's device cannot claim it, even signed by itself.
    const claimed = hostDesk.sign({ kind: 'checkin', guest_id: budi.id, id: signed.id });
    expect((await hostDesk.sync([claimed])).json().results[0]).toMatchObject({
      status: 'refused',
      message: 'Catatan check-in ini milik perangkat lain. Tidak dicatat.',
    });
    expect(await summary()).toMatchObject({ guests: 1, people: 1 });
    const bad = await frontDesk.sync([{ ...signed, id: 'bukan-uuid' }]);
    expect(bad.statusCode).toBe(400);
  });

  it('closes a revoked link’s device for good, and asks an expired session for the PIN without losing anything', async () => {
    const { host, invitation, link, reception, frontDesk, siti, budi } = await twoDesks();
    await sql(`update checkin_sessions set expires_at = now() - interval '1 minute'`);
    const expired = await frontDesk.sync([frontDesk.sign({ kind: 'checkin', guest_id: siti.id })]);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'reception_expired' });
    const reopened = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/reception/${link.token}/session`,
        payload: { pin: link.pin },
      })
    ).json();
    reception['x-reception-session'] = reopened.session;
    expect((await frontDesk.sync([frontDesk.sign({ kind: 'checkin', guest_id: siti.id })])).statusCode).toBe(200);

    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/invitations/${invitation.id}/checkin-links/${link.id}`,
      headers: host.headers,
    });
    const revoked = await frontDesk.sync([frontDesk.sign({ kind: 'checkin', guest_id: budi.id })]);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 'reception_closed' });
    expect(await sql(`select id from desk_devices where id = ?`, [frontDesk.deviceId])).toEqual([]);
    const [budiRow] = await sql<{ checked_in_at: Date | null }>(`select checked_in_at from guests where id = ?`, [
      budi.id,
    ]);
    expect(budiRow!.checked_in_at).toBeNull();
  });

  it('answers another user’s or another invitation’s device as unknown', async () => {
    const { hostDesk, invitation } = await twoDesks();
    const other = await hostWithTwoGuests(ctx);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/dashboard/invitations/${other.invitation.id}/desk/${hostDesk.deviceId}/list`,
      headers: other.host.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'desk_device_unknown' });
    const notTheirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/dashboard/invitations/${invitation.id}/desk/${hostDesk.deviceId}/list`,
      headers: other.host.headers,
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('checks in at a session from two offline desks once, flagging the uninvited, with the earliest time', async () => {
    const { api, url, akad, resepsi, invitation, headers } = await twoSessionWedding(ctx, 'meja-sesi');
    const [ani] = await sql<{ id: string }>(
      `insert into guests (invitation_id, name, seats, all_sessions) values (?, 'Ani', 2, false) returning id`,
      [invitation.id],
    );
    await sql(`insert into guest_sessions (guest_id, session_id) values (?, ?)`, [ani!.id, akad.id]);
    await sql(
      `insert into subscriptions (user_id, plan_id, status)
      select user_id, 'premium', 'active' from invitations where id = ?`,
      [invitation.id],
    );
    const link = (await api('POST', `${url}/checkin-links`, {})).json();
    const opened = (await api('POST', `/reception/${link.token}/session`, { pin: link.pin }, {})).json();
    const hostDesk = await deskDevice(ctx, `${url}/desk`, headers);
    const frontDesk = await deskDevice(ctx, `/reception/${link.token}/desk`, { 'x-reception-session': opened.session });
    await sql(`update desk_devices set created_at = now() - interval '1 hour' where invitation_id = ?`, [
      invitation.id,
    ]);
    const list = (await frontDesk.list()).json();
    expect(list.sessions.map((s: { name: string }) => s.name)).toEqual([akad.name, 'Resepsi']);
    expect(list.guests[0]).toMatchObject({ name: 'Ani', sessions: [akad.id], session_checkins: {} });

    const [early, late] = [minutesAgo(30), minutesAgo(5)];
    const first = await hostDesk.sync([
      hostDesk.sign({ kind: 'checkin', guest_id: ani!.id, session_id: resepsi.id, at: late }),
    ]);
    expect(first.json().results[0]).toMatchObject({ status: 'recorded' });
    const second = await frontDesk.sync([
      frontDesk.sign({ kind: 'checkin', guest_id: ani!.id, session_id: resepsi.id, at: early }),
    ]);
    expect(second.json().results[0]).toMatchObject({ status: 'elsewhere', name: 'Ani' });
    const door = await sql<{ not_invited: boolean; checked_in_at: string; people: number }>(
      `select not_invited, checked_in_at, people from session_checkins where guest_id = ?`,
      [ani!.id],
    );
    expect(door).toHaveLength(1);
    expect(door[0]).toMatchObject({ not_invited: true, people: 2 });
    expect(new Date(door[0]!.checked_in_at).toISOString()).toBe(early);
    expect((await frontDesk.list()).json().guests[0].session_checkins).toEqual({ [resepsi.id]: 2 });
  });

  it('closes a co-host’s device when the owner removes them', async () => {
    const { host, invitation, siti } = await hostWithTwoGuests(ctx);
    const coHost = await ctx.host();
    await sql(`insert into invitation_members (invitation_id, user_id, role) values (?, ?, 'receptionist')`, [
      invitation.id,
      coHost.id,
    ]);
    const desk = await deskDevice(ctx, `/invitations/${invitation.id}/desk`, coHost.headers);
    expect((await desk.sync([desk.sign({ kind: 'checkin', guest_id: siti.id })])).json().results[0]).toMatchObject({
      status: 'recorded',
    });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/invitations/${invitation.id}/cohosts/${coHost.id}`,
      headers: host.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await desk.list()).statusCode).toBe(404);
    expect(await sql(`select id from desk_devices where id = ?`, [desk.deviceId])).toEqual([]);
  });
});
