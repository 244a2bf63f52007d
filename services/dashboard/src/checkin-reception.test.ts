import { clearOfWindowEdge, serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { hostWithTwoGuests } from './test-guests';
import { sql } from './test-sql';

describe("check-in by a receptionist's link and PIN", () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('gives a receptionist a link and PIN that work without an account, only for that invitation, until revoked', async () => {
    const { host, invitation, siti } = await hostWithTwoGuests(ctx);
    const other = await hostWithTwoGuests(ctx);
    const link = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/checkin-links`,
        headers: host.headers,
        payload: { label: 'Meja depan' },
      })
    ).json();
    expect(link.pin).toMatch(/^\d{6}$/);
    const base = `/api/dashboard/reception/${link.token}`;
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${base}/session`,
          payload: { pin: '000000' === link.pin ? '111111' : '000000' },
        })
      ).json().message,
    ).toBe('PIN salah.');
    const opened = (
      await ctx.app.inject({ method: 'POST', url: `${base}/session`, payload: { pin: link.pin } })
    ).json();
    const session = { 'x-reception-session': opened.session };
    expect(opened).toMatchObject({ label: 'Meja depan' });
    expect(
      (await ctx.app.inject({ url: `${base}/guests?q=siti`, headers: session }))
        .json()
        .map((g: { name: string }) => g.name),
    ).toEqual(['Siti Rahma']);
    const atDoor = (
      await ctx.app.inject({ method: 'POST', url: `${base}/checkin`, headers: session, payload: { code: siti.code } })
    ).json();
    expect(atDoor).toMatchObject({ already: false, guest: { name: 'Siti Rahma' } });
    expect(atDoor.guest).not.toHaveProperty('phone');
    // The desk corrects how many came with her; it cannot touch another invitation's guest.
    const corrected = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/checkin/${siti.id}`,
      headers: session,
      payload: { people: 4 },
    });
    expect(corrected.json()).toMatchObject({ guest: { checked_in_count: 4 }, summary: { people: 4 } });
    expect(corrected.json().guest).not.toHaveProperty('phone');
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `${base}/checkin/${other.siti.id}`,
          headers: session,
          payload: { people: 4 },
        })
      ).statusCode,
    ).toBe(404);
    // Another invitation's guest is unknown here.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${base}/checkin`,
          headers: session,
          payload: { code: other.siti.code },
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: `${base}/summary` })).statusCode).toBe(401);

    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/dashboard/invitations/${invitation.id}/checkin-links/${link.id}`,
          headers: host.headers,
        })
      ).statusCode,
    ).toBe(204);
    const revoked = await ctx.app.inject({ url: `${base}/summary`, headers: session });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('Link penerima tamu tidak berlaku atau sudah dicabut oleh pemilik acara.');
    expect(
      (await ctx.app.inject({ method: 'POST', url: `${base}/session`, payload: { pin: link.pin } })).statusCode,
    ).toBe(401);
  });

  it("never gives a receptionist a guest's secret code: a picked guest checks in by id, a scanned QR by its code", async () => {
    const { host, invitation, siti, budi } = await hostWithTwoGuests(ctx);
    // What Siti wrote to the hosts with her answer is for them alone (before the fix the desk received it).
    await sql(
      `update guests set message = 'Pesan pribadi untuk pengantin', dietary_requirements = 'Alergi kacang' where id = ?`,
      [siti.id],
    );
    const link = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/checkin-links`,
        headers: host.headers,
        payload: {},
      })
    ).json();
    const base = `/api/dashboard/reception/${link.token}`;
    const session = {
      'x-reception-session': (
        await ctx.app.inject({ method: 'POST', url: `${base}/session`, payload: { pin: link.pin } })
      ).json().session,
    };
    const found = await ctx.app.inject({ url: `${base}/guests?q=i`, headers: session });
    expect(found.statusCode).toBe(200);
    expect(found.json().map((g: { name: string }) => g.name)).toEqual(['Budi', 'Siti Rahma']);
    for (const guest of found.json()) {
      expect(Object.keys(guest).sort()).toEqual([
        'checked_in_at',
        'checked_in_count',
        'group_name',
        'guest_count',
        'id',
        'name',
        'seats',
        'status',
        'unlisted',
      ]);
    }
    expect(found.body).not.toContain('Pesan pribadi');
    expect(found.body).not.toContain('Alergi kacang');
    expect(found.body).not.toContain(siti.code);
    expect(found.body).not.toContain(budi.code);
    // A guest picked from the search checks in by id; the answer names them without their code or number.
    const picked = await ctx.app.inject({
      method: 'POST',
      url: `${base}/checkin`,
      headers: session,
      payload: { guest_id: found.json()[0].id },
    });
    expect(picked.json()).toMatchObject({
      already: false,
      guest: { name: 'Budi' },
      summary: { guests: 1 },
    });
    expect(picked.json().guest).not.toHaveProperty('code');
    expect(picked.json().guest).not.toHaveProperty('phone');
    // A scanned QR carries the code; the answer does not hand it back.
    const scanned = await ctx.app.inject({
      method: 'POST',
      url: `${base}/checkin`,
      headers: session,
      payload: { code: siti.code },
    });
    expect(scanned.json()).toMatchObject({ already: false, guest: { name: 'Siti Rahma' }, summary: { guests: 2 } });
    expect(scanned.body).not.toContain(siti.code);
    expect(scanned.body).not.toContain('Pesan pribadi');
    const corrected = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/checkin/${siti.id}`,
      headers: session,
      payload: { people: 3 },
    });
    expect(corrected.json().guest).toMatchObject({ checked_in_count: 3 });
    expect(corrected.body).not.toContain(siti.code);
    // A walk-in with a listed guest's name (typed with a no-break space) is that guest, still without a code.
    const listed = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/guests`,
        headers: host.headers,
        payload: { name: 'Om Joko', phone: '081355556666' },
      })
    ).json();
    const walkin = await ctx.app.inject({
      method: 'POST',
      url: `${base}/checkin`,
      headers: session,
      payload: { walkin: { name: 'om\u00a0joko', people: 2 } },
    });
    expect(walkin.json()).toMatchObject({ already: false, guest: { id: listed.id, name: 'Om Joko' } });
    expect(walkin.body).not.toContain(listed.code);
    // The host's own desk still sees the code.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/dashboard/invitations/${invitation.id}/checkin`,
          headers: host.headers,
          payload: { code: siti.code },
        })
      ).json().guest.code,
    ).toBe(siti.code);
  });

  it('stops PIN guessing from one address after 10 tries, even in parallel, and lets the real receptionist in from another', async () => {
    await clearOfWindowEdge(900);
    const { host, invitation } = await hostWithTwoGuests(ctx);
    const link = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/checkin-links`,
        headers: host.headers,
        payload: {},
      })
    ).json();
    const wrong = link.pin === '999999' ? '999998' : '999999';
    const guesser = '203.0.113.9';
    const tryPin = (pin: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/reception/${link.token}/session`,
        remoteAddress,
        payload: { pin },
      });
    const answers = await Promise.all(Array.from({ length: 12 }, () => tryPin(wrong, guesser)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await tryPin(link.pin, guesser)).statusCode).toBe(429);
    // Before the fix those ten wrong PINs locked the link for everyone: the receptionist at the desk waited 15 minutes.
    expect((await tryPin(link.pin, '198.51.100.20')).statusCode).toBe(201);
  });

  it('locks a link that many addresses guess at, shows the lock to the host, and opens it when the host says so', async () => {
    await clearOfWindowEdge(900);
    const { host, invitation } = await hostWithTwoGuests(ctx);
    const link = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/checkin-links`,
        headers: host.headers,
        payload: { label: 'Pintu utama' },
      })
    ).json();
    const wrong = link.pin === '999999' ? '999998' : '999999';
    const tryPin = (pin: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/reception/${link.token}/session`,
        remoteAddress,
        payload: { pin },
      });
    // 50 wrong PINs from five addresses, ten each.
    for (let address = 1; address <= 5; address += 1)
      for (let i = 0; i < 10; i += 1) expect((await tryPin(wrong, `192.0.2.${address}`)).statusCode).toBe(401);
    const locked = await tryPin(link.pin, '198.51.100.30');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Link ini dikunci karena terlalu banyak PIN salah. Minta pemilik acara membuka kuncinya, atau coba lagi 15 menit lagi.',
    );
    const links = () =>
      ctx.app.inject({ url: `/api/dashboard/invitations/${invitation.id}/checkin-links`, headers: host.headers });
    const shown = (await links()).json().find((l: { id: string }) => l.id === link.id);
    expect(shown.failed_pins).toBe(51);
    expect(new Date(shown.locked_until).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const unlock = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/checkin-links/${link.id}/unlock`,
        headers,
      });
    expect((await unlock((await ctx.host()).headers)).statusCode).toBe(404);
    expect((await unlock(host.headers)).statusCode).toBe(204);
    expect((await links()).json().find((l: { id: string }) => l.id === link.id)).toMatchObject({
      failed_pins: 0,
      locked_until: null,
    });
    expect((await tryPin(link.pin, '198.51.100.30')).statusCode).toBe(201);
  });
});
