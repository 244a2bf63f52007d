import { withOwnerDb, serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, newPerson } from './test-support';

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.getConnection().execute<T[]>(text, params));

/**
 * A partner's referral link leaves its click in a cookie (issue 39); the sign-up it brings records the new account as
 * the partner's referral and spends the cookie. A stale or foreign click, or the partner's own mailbox, records nothing.
 */
describe('sign-up through a referral link', () => {
  const ctx = serviceTestContext(() => buildAuthTestApp());

  async function partnerClick(options: { email?: string; age?: string } = {}) {
    const partner = newPerson('mitra');
    const [user] = await sql<{ id: string }>(
      `insert into auth_users (id, email, encrypted_password) values (gen_random_uuid(), ?, 'x') returning id`,
      [options.email ?? partner.email],
    );
    const code = `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
    const [row] = await sql<{ id: string }>(
      `insert into partners (user_id, email, code, programme_id) values (?, ?, ?, 'affiliate') returning id`,
      [user!.id, options.email ?? partner.email, code],
    );
    const [click] = await sql<{ id: string }>(
      `insert into referral_clicks (partner_id, visitor, created_at) values (?, repeat('b', 32), now() - ?::interval) returning id`,
      [row!.id, options.age ?? '1 day'],
    );
    return { partnerId: row!.id, clickId: click!.id };
  }
  const signUp = (email: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: cookie ? { cookie: `lain=1; undangin_ref=${cookie}` } : {},
      payload: { email, password: 'rahasia123', data: { name: 'Tamu Baru' } },
    });
  const referralOf = async (email: string) =>
    sql<{ partner_id: string; click_id: string }>(
      `select r.partner_id, r.click_id from referrals r join auth_users u on u.id = r.user_id where u.email = ?`,
      [email],
    );

  it('records the referral and spends the cookie', async () => {
    const { partnerId, clickId } = await partnerClick();
    const person = newPerson('dirujuk');
    const answer = await signUp(person.email, clickId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toMatch(/^undangin_ref=; Max-Age=0; Path=\//);
    expect(await referralOf(person.email)).toEqual([{ partner_id: partnerId, click_id: clickId }]);
  });

  it('records nothing for a click older than 30 days, a made-up cookie, a suspended partner, or no cookie', async () => {
    const stale = await partnerClick({ age: '31 days' });
    const suspended = await partnerClick();
    await sql(`update partners set status = 'suspended' where id = ?`, [suspended.partnerId]);
    for (const cookie of [
      stale.clickId,
      '00000000-0000-4000-8000-000000000000',
      'bukan-uuid',
      suspended.clickId,
      undefined,
    ]) {
      const person = newPerson('dirujuk');
      expect((await signUp(person.email, cookie)).statusCode).toBe(200);
      expect(await referralOf(person.email)).toEqual([]);
    }
  });

  it('refuses a self-referral: the partner’s own mailbox under another spelling', async () => {
    const local = `mitra.saya${Date.now()}`;
    const { clickId } = await partnerClick({ email: `${local}@gmail.com` });
    const email = `${local.replace('.', '')}+kedua@gmail.com`;
    expect((await signUp(email, clickId)).statusCode).toBe(200);
    expect(await referralOf(email)).toEqual([]);
  });
});

describe('an unconfirmed address signed up again', () => {
  const ctx = serviceTestContext(() => buildAuthTestApp({ mailerAutoconfirm: false }));

  it('drops the first sign-up’s referral: the browser signing up again decides', async () => {
    const [user] = await sql<{ id: string }>(
      `insert into auth_users (id, email, encrypted_password) values (gen_random_uuid(), ?, 'x') returning id`,
      [newPerson('mitra').email],
    );
    const code = `q${Date.now().toString(36)}`.slice(0, 16);
    const [partner] = await sql<{ id: string }>(
      `insert into partners (user_id, email, code, programme_id) values (?, ?, ?, 'affiliate') returning id`,
      [user!.id, `${code}@contoh.id`, code],
    );
    const [click] = await sql<{ id: string }>(
      `insert into referral_clicks (partner_id, visitor) values (?, repeat('c', 32)) returning id`,
      [partner!.id],
    );
    const victim = newPerson('calon');
    const signUp = (cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        headers: cookie ? { cookie: `undangin_ref=${cookie}` } : {},
        payload: { email: victim.email, password: 'rahasia123', data: { name: victim.name } },
      });
    const referrals = () =>
      sql(`select r.partner_id from referrals r join auth_users u on u.id = r.user_id where u.email = ?`, [
        victim.email,
      ]);
    // Someone types another person's address with their own partner's cookie in the browser…
    expect((await signUp(click!.id)).statusCode).toBe(200);
    expect(await referrals()).toEqual([{ partner_id: partner!.id }]);
    // …and the address's owner signs up themselves: that referral is gone.
    expect((await signUp()).statusCode).toBe(200);
    expect(await referrals()).toEqual([]);
  });
});
