import { withOwnerDb } from '@undangin/service-kit/testing';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, latestMailLink, newPerson } from './test-support';

type TestApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];
type Person = ReturnType<typeof newPerson>;

const signUp = (app: TestApp, person: Person, password: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email: person.email, password, data: { name: person.name, whatsapp: person.whatsapp } },
  });

const signIn = (app: TestApp, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });

const follow = async (app: TestApp, link: string) => {
  const url = new URL(link);
  return (await app.inject({ url: url.pathname + url.search })).headers.location as string;
};

describe('signing up again before the address is confirmed', () => {
  const ctx = serviceTestContext(() => buildAuthTestApp({ mailerAutoconfirm: false }));

  const resetWith = async (location: string, password: string) => {
    const accessToken = new URLSearchParams(new URL(location).hash.slice(1)).get('access_token')!;
    return ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { password },
    });
  };

  it('an address signed up twice before it is proven trusts neither password: its owner chooses one through the link', async () => {
    const owner = newPerson('pemilik');
    const attacker = { ...newPerson('penyerang'), email: owner.email };
    expect((await signUp(ctx.app, attacker, 'penyerang1')).statusCode).toBe(200);
    const attackersLink = await latestMailLink(ctx.app, owner.email);

    const again = await signUp(ctx.app, owner, 'pemilik123');
    expect(again.statusCode).toBe(200);
    // The answer shows what this sign-up sent, never the earlier sign-up's details.
    expect(again.json().user_metadata).toMatchObject({ name: owner.name, whatsapp: owner.normalized });
    // A newer sign-up voids the older link at once.
    expect(await follow(ctx.app, attackersLink)).toContain('error_code=otp_expired');

    const landing = await follow(ctx.app, await latestMailLink(ctx.app, owner.email));
    expect(landing).toMatch(/^http:\/\/127\.0\.0\.1:8080\/reset-password#access_token=.+&type=recovery$/);
    expect((await signIn(ctx.app, owner.email, 'penyerang1')).json()).toMatchObject({ code: 'invalid_credentials' });
    expect((await signIn(ctx.app, owner.email, 'pemilik123')).json()).toMatchObject({ code: 'invalid_credentials' });
    expect((await resetWith(landing, 'pilihanku9')).statusCode).toBe(200);
    expect((await signIn(ctx.app, owner.email, 'pilihanku9')).statusCode).toBe(200);
    expect((await signIn(ctx.app, owner.email, 'penyerang1')).json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('the same holds when the owner signed up first and someone else signed up with the address after', async () => {
    const owner = newPerson('pemilik');
    expect((await signUp(ctx.app, owner, 'pemilik123')).statusCode).toBe(200);
    expect((await signUp(ctx.app, { ...newPerson('penyerang'), email: owner.email }, 'penyerang1')).statusCode).toBe(
      200,
    );
    // The newest mail (caused by the second sign-up) is the one that works; it still asks for a new password.
    const landing = await follow(ctx.app, await latestMailLink(ctx.app, owner.email));
    expect(landing).toContain('/reset-password#access_token=');
    expect((await signIn(ctx.app, owner.email, 'penyerang1')).json()).toMatchObject({ code: 'invalid_credentials' });
    expect((await resetWith(landing, 'pilihanku9')).statusCode).toBe(200);
    expect((await signIn(ctx.app, owner.email, 'pilihanku9')).statusCode).toBe(200);
  });

  it('a single sign-up is confirmed by its link as before, and keeps its password', async () => {
    const owner = newPerson('tunggal');
    expect((await signUp(ctx.app, owner, 'tunggal123')).statusCode).toBe(200);
    expect(await follow(ctx.app, await latestMailLink(ctx.app, owner.email))).toBe(
      'http://127.0.0.1:8080/login#email_confirmed=1',
    );
    expect((await signIn(ctx.app, owner.email, 'tunggal123')).statusCode).toBe(200);
  });

  it('never lets a later sign-up rewrite an account its owner has proven meanwhile', async () => {
    const owner = newPerson('pemilik');
    expect((await signUp(ctx.app, owner, 'pemilik123')).statusCode).toBe(200);
    expect((await signUp(ctx.app, { ...newPerson('penyerang'), email: owner.email }, 'penyerang1')).statusCode).toBe(
      200,
    );
    const attackersLink = await latestMailLink(ctx.app, owner.email);

    // The owner proves the address through a reset link, which leaves confirmation links unused.
    await ctx.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: owner.email } });
    const reset = await follow(ctx.app, await latestMailLink(ctx.app, owner.email));
    expect(reset).toContain('/reset-password#access_token=');
    expect((await resetWith(reset, 'pemilik456')).statusCode).toBe(200);

    // The contested link, followed later, cannot undo what the owner chose: the account is proven already.
    await follow(ctx.app, attackersLink);
    expect((await signIn(ctx.app, owner.email, 'penyerang1')).json()).toMatchObject({ code: 'invalid_credentials' });
    expect((await signIn(ctx.app, owner.email, 'pemilik456')).statusCode).toBe(200);
  });
});

describe('a sign-up the database refuses', () => {
  it("answers GoTrue's 500 unexpected_failure with the register screen's text, and leaves no half account", async () => {
    const { app } = await buildAuthTestApp();
    const person = newPerson('ditolak');
    // A trigger that refuses only this person's profile: revoking the auth role's grant would also fail the
    // sign-ups of the test files running beside this one.
    const name = `refuse_profile_${process.pid}`;
    await withOwnerDb(async (orm) => {
      const db = orm.em.getConnection();
      await db.execute(
        `create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception 'profil ditolak'; end $$`,
      );
      await db.execute(
        `create trigger ${name} before insert on profiles for each row when (new.email = '${person.email}') execute function ${name}()`,
      );
    });
    try {
      const response = await signUp(app, person, 'rahasia123');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: 500,
        code: 'unexpected_failure',
        message: 'Terjadi kesalahan saat menyimpan data pengguna. Silakan coba lagi.',
        trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      const [row] = await app.orm.em
        .fork()
        .execute<{ count: number }[]>(`select count(*)::int as count from auth_users where email = ?`, [person.email]);
      expect(row?.count).toBe(0);
    } finally {
      await withOwnerDb(async (orm) => {
        const db = orm.em.getConnection();
        await db.execute(`drop trigger if exists ${name} on profiles`);
        await db.execute(`drop function if exists ${name}()`);
      });
      await app.close();
    }
  });
});
