import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildBillingTestApp, sql } from './test-support';

/**
 * A referral link's visit (issue 39): recorded only from the site's own page, kept in an HttpOnly, SameSite=Lax
 * cookie for 30 days, the first referral winning; a signed-in account, a stuffed or made-up code, a flood: nothing.
 */
describe('referral visits', () => {
  const t = serviceTestContext(() => buildBillingTestApp());
  let code: string;

  beforeAll(async () => {
    const partner = await t.host();
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/billing/partners/join',
      headers: partner.headers,
      payload: { programme: 'affiliate' },
    });
    code = (joined.json() as { partner: { code: string } }).partner.code;
  });

  const visit = (
    body: Record<string, unknown>,
    headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
    remoteAddress = '203.0.113.10',
  ) => t.app.inject({ method: 'POST', url: '/api/billing/referrals/visit', headers, payload: body, remoteAddress });
  const clicksOf = async (landing: string) =>
    Number((await sql<{ n: string }>(`select count(*) as n from referral_clicks where landing = ?`, [landing]))[0]!.n);

  it('lists the programmes with their rates, publicly', async () => {
    const answer = await t.app.inject({ url: '/api/billing/partners/programmes' });
    expect(answer.json()).toEqual(
      expect.arrayContaining([
        { id: 'affiliate', name: 'Program Afiliasi', rate_bp: 3000, requires_entitlement: null },
        { id: 'reseller', name: 'Program Reseller', rate_bp: 3000, requires_entitlement: 'affiliate' },
      ]),
    );
  });

  it('keeps a visit from the site’s own page in a first-party cookie for 30 days', async () => {
    const answer = await visit({ code, landing: '/partners/affiliate' });
    expect(answer.json()).toEqual({ referred: true });
    const cookie = answer.headers['set-cookie'] as string;
    expect(cookie).toMatch(/^undangin_ref=[0-9a-f-]{36}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const clickId = /undangin_ref=([^;]+)/.exec(cookie)![1]!;
    expect(await sql(`select landing from referral_clicks where id = ?`, [clickId])).toEqual([
      { landing: '/partners/affiliate' },
    ]);

    // A second link (another partner's, or the same) does not take the referral over.
    const again = await visit(
      { code, landing: '/lagi' },
      { 'sec-fetch-site': 'same-origin', cookie: `undangin_ref=${clickId}` },
    );
    expect(again.json()).toEqual({ referred: false });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await clicksOf('/lagi')).toBe(0);
  });

  it('refuses cookie stuffing from another site, a made-up code, and counts nothing for a signed-in account', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      const stuffed = await visit({ code, landing: '/stuffed' }, { 'sec-fetch-site': site });
      expect(stuffed.statusCode).toBe(403);
      expect(stuffed.json()).toMatchObject({ message: 'Kunjungan referal hanya dapat dicatat dari situs Undangin.' });
      expect(stuffed.headers['set-cookie']).toBeUndefined();
    }
    expect((await visit({ code: 'zzzzzzzz' })).json()).toMatchObject({ message: 'Kode referal tidak ditemukan.' });
    expect((await visit({ code: '<script>' })).statusCode).toBe(400);
    expect((await visit({ code, extra: 1 })).statusCode).toBe(400);
    const member = await t.host();
    const signedIn = await visit({ code, landing: '/masuk' }, { 'sec-fetch-site': 'same-origin', ...member.headers });
    expect(signedIn.json()).toEqual({ referred: false });
    expect(await clicksOf('/stuffed')).toBe(0);
    expect(await clicksOf('/masuk')).toBe(0);
  });

  it('answers a flood from one address 429', async () => {
    const from = '198.51.100.77';
    for (let i = 0; i < 30; i += 1)
      expect((await visit({ code, landing: '/banjir' }, undefined, from)).statusCode).toBe(200);
    const flood = await visit({ code, landing: '/banjir' }, undefined, from);
    expect(flood.statusCode).toBe(429);
    expect(flood.json()).toMatchObject({ message: 'Terlalu banyak kunjungan dari alamat ini. Coba lagi nanti.' });
    expect(await clicksOf('/banjir')).toBe(30);
    expect((await visit({ code, landing: '/banjir' }, undefined, '198.51.100.78')).statusCode).toBe(200);
  });
});
