import type { App } from '@undangin/service-kit';
import { withOwnerDb } from '@undangin/service-kit/testing';
import { grantAdmin, revokeAdmin } from '../../services/auth/src/domain/accounts';
import { newAccount, until } from './support/accounts';
import { buildService } from './support/services';

const person = () => newAccount('akhir', '0813');

/** Signing out, a new password, a reused refresh token and a revoked role, seen from the other services. */
describe('an ended session, across the services', () => {
  let auth: App;
  let dashboard: App;
  let admin: App;

  beforeAll(async () => {
    ({ app: auth } = await buildService('auth'));
    ({ app: dashboard } = await buildService('dashboard'));
    ({ app: admin } = await buildService('admin'));
  }, 60_000);
  afterAll(async () => {
    await Promise.all([auth?.close(), dashboard?.close(), admin?.close()]);
  });

  const signUp = async (who: ReturnType<typeof person>) => {
    const response = await auth.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: who.email, password: who.password, data: { name: 'Tamu Akhir', whatsapp: who.whatsapp } },
    });
    expect(response.statusCode).toBe(200);
  };
  const signIn = async (who: ReturnType<typeof person>) => {
    const response = await auth.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: who.email, password: who.password },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { access_token: string; refresh_token: string };
  };
  const me = (token: string) =>
    dashboard.inject({ url: '/api/dashboard/me', headers: { authorization: `Bearer ${token}` } });
  const refused = (token: string) => until(async () => (await me(token)).statusCode === 401);

  it('refuses the access token of a signed-out session at once, not at its expiry', async () => {
    const who = person();
    await signUp(who);
    const session = await signIn(who);
    expect((await me(session.access_token)).statusCode).toBe(200);
    const logout = await auth.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(await refused(session.access_token)).toBe(true);
    const answer = await me(session.access_token);
    expect(answer.json()).toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('refuses every other device once the password changes', async () => {
    const who = person();
    await signUp(who);
    const phone = await signIn(who);
    const laptop = await signIn(who);
    const change = await auth.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${laptop.access_token}` },
      payload: { password: 'rahasiaBaru456', current_password: who.password },
    });
    expect(change.statusCode).toBe(200);
    expect(await refused(phone.access_token)).toBe(true);
    expect((await me(laptop.access_token)).statusCode).toBe(200);
  });

  it('refuses the whole family once a refresh token is reused', async () => {
    const who = person();
    await signUp(who);
    const session = await signIn(who);
    const refresh = () =>
      auth.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=refresh_token',
        payload: { refresh_token: session.refresh_token },
      });
    const next = await refresh();
    expect(next.statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(400);
    expect(await refused(next.json().access_token)).toBe(true);
    expect(await refused(session.access_token)).toBe(true);
  });

  it('takes a revoked admin role away within seconds', async () => {
    const who = person();
    await signUp(who);
    await withOwnerDb((orm) => grantAdmin(orm.em.fork(), who.email));
    const session = await signIn(who);
    const settings = () =>
      admin.inject({ url: '/api/admin/settings/site', headers: { authorization: `Bearer ${session.access_token}` } });
    expect((await settings()).statusCode).toBe(200);
    await withOwnerDb((orm) => revokeAdmin(orm.em.fork(), who.email));
    expect(await until(async () => (await settings()).statusCode === 401)).toBe(true);
    const again = await signIn(who);
    expect(
      (
        await admin.inject({
          url: '/api/admin/settings/site',
          headers: { authorization: `Bearer ${again.access_token}` },
        })
      ).statusCode,
    ).toBe(403);
  });
});
