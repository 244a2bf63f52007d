import { withOwnerDb } from '@undangin/service-kit/testing';
import { buildAuthTestApp, latestMailLink, newPerson } from './test-support';

type TestApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];
type Person = ReturnType<typeof newPerson>;

const signUp = (app: TestApp, person: Person, password: string) =>
  app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email: person.email, password, data: { name: person.name, whatsapp: person.whatsapp } } });

const signIn = (app: TestApp, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });

const follow = async (app: TestApp, link: string) => {
  const url = new URL(link);
  return (await app.inject({ url: url.pathname + url.search })).headers.location as string;
};

describe('signing up again before the address is confirmed', () => {
  let app: TestApp;
  beforeAll(async () => ({ app } = await buildAuthTestApp({ mailerAutoconfirm: false })));
  afterAll(() => app.close());

  it("gives the account to the sign-up whose link the address owner follows, not to whoever signed up first", async () => {
    const owner = newPerson('pemilik');
    const attacker = { ...newPerson('penyerang'), email: owner.email };
    expect((await signUp(app, attacker, 'penyerang1')).statusCode).toBe(200);
    const attackersLink = await latestMailLink(app, owner.email);

    const again = await signUp(app, owner, 'pemilik123');
    expect(again.statusCode).toBe(200);
    // The answer shows what this sign-up sent, never the earlier sign-up's details.
    expect(again.json().user_metadata).toMatchObject({ name: owner.name, whatsapp: owner.normalized });

    expect(await follow(app, await latestMailLink(app, owner.email))).toBe('http://127.0.0.1:8080/login?email_confirmed=1');
    const mine = await signIn(app, owner.email, 'pemilik123');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().user.user_metadata).toMatchObject({ name: owner.name, whatsapp: owner.normalized });
    expect((await signIn(app, owner.email, 'penyerang1')).json()).toMatchObject({ code: 'invalid_credentials' });
    const [profile] = await app.orm.em.fork().execute(`select name, whatsapp from profiles where email = ?`, [owner.email]);
    expect(profile).toEqual({ name: owner.name, whatsapp: owner.normalized });

    // Following one link used up the other.
    expect(await follow(app, attackersLink)).toContain('error_code=otp_expired');
    expect((await signIn(app, owner.email, 'pemilik123')).statusCode).toBe(200);
  });

  it('keeps the new password but not a WhatsApp number another account took meanwhile', async () => {
    const owner = newPerson('pemilik');
    await signUp(app, { ...newPerson('pertama'), email: owner.email }, 'pertama123');
    await signUp(app, owner, 'pemilik123');
    expect((await signUp(app, { ...newPerson('lain'), whatsapp: owner.whatsapp }, 'lainnya123')).statusCode).toBe(200);

    await follow(app, await latestMailLink(app, owner.email));
    const mine = await signIn(app, owner.email, 'pemilik123');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().user.user_metadata).toMatchObject({ name: owner.name, whatsapp: null, phone: null });
    const [profile] = await app.orm.em.fork().execute(`select name, whatsapp from profiles where email = ?`, [owner.email]);
    expect(profile).toEqual({ name: owner.name, whatsapp: null });
  });

  it('never lets a later sign-up rewrite an account its owner has proven meanwhile', async () => {
    const owner = newPerson('pemilik');
    await signUp(app, owner, 'pemilik123');
    await signUp(app, { ...newPerson('penyerang'), email: owner.email }, 'penyerang1');
    const attackersLink = await latestMailLink(app, owner.email);

    // The owner proves the address through a reset link, which leaves confirmation links unused.
    await app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: owner.email } });
    expect(await follow(app, await latestMailLink(app, owner.email))).toContain('/reset-password?access_token=');

    await follow(app, attackersLink);
    expect((await signIn(app, owner.email, 'penyerang1')).json()).toMatchObject({ code: 'invalid_credentials' });
    expect((await signIn(app, owner.email, 'pemilik123')).statusCode).toBe(200);
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
      await db.execute(`create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception 'profil ditolak'; end $$`);
      await db.execute(`create trigger ${name} before insert on profiles for each row when (new.email = '${person.email}') execute function ${name}()`);
    });
    try {
      const response = await signUp(app, person, 'rahasia123');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: 500,
        code: 'unexpected_failure',
        message: 'Terjadi kesalahan saat menyimpan data pengguna. Silakan coba lagi.',
      });
      const [row] = await app.orm.em.fork().execute<{ count: number }[]>(`select count(*)::int as count from auth_users where email = ?`, [person.email]);
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
