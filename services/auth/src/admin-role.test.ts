import { serviceTestContext } from '@undangin/service-kit/testing';
import { grantAdmin, revokeAdmin } from './domain/accounts';
import { buildAuthTestApp, confirmAsMailboxOwner, latestMailLink, newPerson } from './test-support';

type TestApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];

const signUp = (app: TestApp, email: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password: 'rahasia123', data: { name: 'Staf' } },
  });

const signIn = (app: TestApp, email: string) =>
  app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password: 'rahasia123' } });

const follow = async (app: TestApp, email: string) => {
  const link = new URL(await latestMailLink(app, email));
  return app.inject({ url: link.pathname + link.search });
};

const roleOfUser = async (app: TestApp, accessToken: string) =>
  (await app.inject({ url: '/auth/v1/user', headers: { authorization: `Bearer ${accessToken}` } })).json().app_metadata
    ?.role;

describe('a reset link proves nothing for the admin rule', () => {
  it('leaves an auto-confirmed address of the admin domain a plain user after following a reset link', async () => {
    const { app } = await buildAuthTestApp({ mailerAutoconfirm: true });
    try {
      const email = `palsu.${newPerson().whatsapp}@undangin.id`;
      const signedUp = await signUp(app, email);
      expect(signedUp.statusCode).toBe(200);
      expect(signedUp.json().user.app_metadata.role).toBe('user');
      await app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email } });
      const landed = await follow(app, email);
      expect(landed.statusCode).toBe(303);
      const session = (await signIn(app, email)).json();
      expect(session.user.app_metadata.role).toBe('user');
      expect(await roleOfUser(app, session.access_token)).toBe('user');
    } finally {
      await app.close();
    }
  });
});

describe('npm run admin -- revoke', () => {
  const ctx = serviceTestContext(() =>
    buildAuthTestApp({ mailerAutoconfirm: false, adminEmails: [], adminDomain: 'undangin.id' }),
  );

  it('wins over ADMIN_DOMAIN and ends the sessions; grant gives admin back', async () => {
    const email = `staf.${newPerson().whatsapp}@undangin.id`;
    expect((await signUp(ctx.app, email)).statusCode).toBe(200);
    await confirmAsMailboxOwner(ctx.app, email);
    const before = (await signIn(ctx.app, email)).json();
    expect(before.user.app_metadata.role).toBe('admin');

    expect(await revokeAdmin(ctx.app.orm.em.fork(), email)).toBe(true);
    // The admin token's session is gone: it can neither read the user nor be refreshed into a new admin token.
    const read = await ctx.app.inject({
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${before.access_token}` },
    });
    expect(read.json()).toMatchObject({ status: 403, code: 'session_not_found' });
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: before.refresh_token },
    });
    expect(refreshed.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const after = (await signIn(ctx.app, email)).json();
    expect(after.user.app_metadata.role).toBe('user');
    expect(await roleOfUser(ctx.app, after.access_token)).toBe('user');

    expect(await grantAdmin(ctx.app.orm.em.fork(), email)).toBe(true);
    expect((await signIn(ctx.app, email)).json().user.app_metadata.role).toBe('admin');
    // A second revoke holds as the first did.
    await revokeAdmin(ctx.app.orm.em.fork(), email);
    expect((await signIn(ctx.app, email)).json().user.app_metadata.role).toBe('user');
  });

  it('says when there is no such account', async () => {
    expect(await revokeAdmin(ctx.app.orm.em.fork(), `tidak.ada.${Date.now()}@undangin.id`)).toBe(false);
    expect(await grantAdmin(ctx.app.orm.em.fork(), `tidak.ada.${Date.now()}@undangin.id`)).toBe(false);
  });
});

describe('pre-registering an address an admin setting names', () => {
  const ctx = serviceTestContext(() =>
    buildAuthTestApp({ mailerAutoconfirm: false, adminEmails: [], adminDomain: 'undangin.id' }),
  );

  it("gives the attacker's password nothing once the mailbox's owner clicks the confirmation", async () => {
    const email = `korban.${newPerson().whatsapp}@undangin.id`;
    const attacker = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email, password: 'penyerang123', data: { name: 'Penyerang' } },
    });
    expect(attacker.statusCode).toBe(200);

    // The person who reads the mailbox clicks the mail: the address is proven, the sign-up's password is void, and
    // the link opens the reset screen for the mailbox's owner.
    const landed = await confirmAsMailboxOwner(ctx.app, email, 'pemilik12345');
    expect(landed.pathname).toBe('/reset-password');

    const byAttacker = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email, password: 'penyerang123' },
    });
    expect(byAttacker.statusCode).toBe(400);
    expect(byAttacker.json()).toMatchObject({ code: 'invalid_credentials' });
    const byOwner = (
      await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email, password: 'pemilik12345' },
      })
    ).json();
    expect(byOwner.user.app_metadata.role).toBe('admin');
  });

  it('keeps an address confirmed by link a plain user while its password was not chosen through a mailed link', async () => {
    const email = `lama.${newPerson().whatsapp}@undangin.id`;
    expect((await signUp(ctx.app, email)).statusCode).toBe(200);
    await confirmAsMailboxOwner(ctx.app, email);
    // An account confirmed before this rule (its sign-up password kept) must reset its password to be admin.
    await ctx.app.orm.em
      .fork()
      .execute(`update auth_users set password_chosen_by_link = false where lower(email) = ?`, [email]);
    const session = (await signIn(ctx.app, email)).json();
    expect(session.user.app_metadata.role).toBe('user');
    expect(await roleOfUser(ctx.app, session.access_token)).toBe('user');
  });
});

describe('ADMIN_DOMAIN', () => {
  it('is off unless set: a proven address of undangin.id is a plain user by default', async () => {
    const { app, settings } = await buildAuthTestApp({ mailerAutoconfirm: false });
    try {
      expect(settings.adminDomain).toBe('');
      const email = `biasa.${newPerson().whatsapp}@undangin.id`;
      expect((await signUp(app, email)).statusCode).toBe(200);
      expect((await confirmAsMailboxOwner(app, email)).pathname).toBe('/login');
      expect((await signIn(app, email)).json().user.app_metadata.role).toBe('user');
    } finally {
      await app.close();
    }
  });
});
