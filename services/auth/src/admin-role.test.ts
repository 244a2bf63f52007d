import { serviceTestContext } from '@undangin/service-kit/testing';
import { grantAdmin, revokeAdmin } from './domain/accounts';
import { buildAuthTestApp, latestMailLink, newPerson } from './test-support';

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
  const ctx = serviceTestContext(() => buildAuthTestApp({ mailerAutoconfirm: false, adminEmails: [] }));

  it('wins over ADMIN_DOMAIN and ends the sessions; grant gives admin back', async () => {
    const email = `staf.${newPerson().whatsapp}@undangin.id`;
    expect((await signUp(ctx.app, email)).statusCode).toBe(200);
    await follow(ctx.app, email);
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
