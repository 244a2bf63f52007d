import { clearOfWindowEdge, serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { hostWithInvitation } from './test-guests';

// What the door sees in the details: a QR read with a stray space, a code of nobody, a correction's answer, a
// large party walking in, a receptionist's PIN.
describe('check-in at the door, in detail', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  async function door() {
    const { headers, invitation } = await hostWithInvitation(ctx);
    const base = `/api/dashboard/invitations/${invitation.id}`;
    const guest = (
      await ctx.app.inject({
        method: 'POST',
        url: `${base}/guests`,
        headers,
        payload: { name: 'Siti Rahma', phone: '081311112222', seats: 2 },
      })
    ).json();
    const checkin = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `${base}/checkin`, headers, payload });
    return { headers, base, guest, checkin };
  }

  it('reads a scanned code with spaces around it, and names a code of nobody in Indonesian', async () => {
    const { guest, checkin } = await door();
    const scanned = await checkin({ code: ` ${guest.code}\n` });
    expect(scanned.json()).toMatchObject({ already: false, guest: { id: guest.id, checked_in_count: 2 } });
    const nobody = await checkin({ code: 'f'.repeat(32) });
    expect([nobody.statusCode, nobody.json().message]).toEqual([404, 'Tamu tidak ditemukan untuk undangan ini.']);
  });

  it('says a corrected guest was already in, and counts a party of 12 walking in as 12 people (10 at most per answer)', async () => {
    const { headers, base, guest, checkin } = await door();
    await checkin({ guest_id: guest.id });
    const corrected = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/checkin/${guest.id}`,
      headers,
      payload: { people: 3 },
    });
    expect(corrected.json()).toMatchObject({ already: true, guest: { checked_in_count: 3 }, summary: { people: 3 } });
    const party = (await checkin({ walkin: { name: 'Rombongan Pak RT', people: 12 } })).json();
    expect(party).toMatchObject({
      already: false,
      guest: { source: 'walkin', checked_in_count: 12, seats: 12, guest_count: 10 },
      summary: { people: 15 },
    });
  });

  it("gives every receptionist's link a PIN of six digits, zeros in front included", async () => {
    const { headers, base } = await door();
    const pins: string[] = [];
    for (let i = 0; i < 40; i += 1)
      pins.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `${base}/checkin-links`,
            headers,
            payload: { label: `Meja ${i}` },
          })
        ).json().pin,
      );
    expect(pins.filter((pin) => !/^\d{6}$/.test(pin))).toEqual([]);
  });

  it('answers a malformed request to any check-in or reception route with a 400 in Indonesian, never a 500', async () => {
    const { headers, base, guest } = await door();
    const long = 'x'.repeat(80);
    const asked: [string, string, Record<string, unknown> | undefined, Record<string, string>][] = [
      ['POST', `${base}/checkin`, {}, headers],
      ['POST', `${base}/checkin`, { code: { kode: 1 } }, headers],
      ['POST', '/api/dashboard/invitations/bukan-uuid/checkin', { code: guest.code }, headers],
      ['PUT', `${base}/checkin/bukan-uuid`, { people: 2 }, headers],
      ['GET', '/api/dashboard/invitations/bukan-uuid/checkin/summary', undefined, headers],
      ['GET', '/api/dashboard/invitations/bukan-uuid/checkin-links', undefined, headers],
      ['POST', `${base}/checkin-links`, { label: long }, headers],
      ['DELETE', `${base}/checkin-links/bukan-uuid`, undefined, headers],
      ['POST', '/api/dashboard/reception/token-apa-saja/session', {}, {}],
      ['POST', `/api/dashboard/reception/${long}/session`, { pin: '123456' }, {}],
      ['GET', `/api/dashboard/reception/${long}/summary`, undefined, {}],
      ['GET', `/api/dashboard/reception/${long}/guests?q=Siti`, undefined, {}],
      ['POST', '/api/dashboard/reception/token-apa-saja/checkin', {}, {}],
      ['PUT', `/api/dashboard/reception/token-apa-saja/checkin/bukan-uuid`, { people: 2 }, {}],
    ];
    for (const [method, url, payload, sent] of asked) {
      const answer = await ctx.app.inject({ method: method as 'GET', url, payload, headers: sent });
      expect({ method, url, status: answer.statusCode, body: answer.json() }).toEqual({
        method,
        url,
        status: 400,
        body: expect.objectContaining({ code: 'validation_failed', message: 'Data yang dikirim tidak valid.' }),
      });
    }
  });

  it('names a wrong PIN and, after ten from one address, the wait, each by its code', async () => {
    await clearOfWindowEdge(900);
    const { headers, base } = await door();
    const link = (await ctx.app.inject({ method: 'POST', url: `${base}/checkin-links`, headers, payload: {} })).json();
    const wrongPin = link.pin === '000000' ? '111111' : '000000';
    const open = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/reception/${link.token}/session`,
        payload: { pin: wrongPin },
      });
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await open());
    expect(answers[0]!.json()).toEqual({ status: 401, code: 'wrong_pin', message: 'PIN salah.' });
    expect(answers[10]!.json()).toEqual({
      status: 429,
      code: 'too_many_requests',
      message: 'Terlalu banyak PIN salah dari perangkat ini. Coba lagi 15 menit lagi.',
    });
  });
});
