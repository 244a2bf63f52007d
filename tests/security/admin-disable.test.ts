import type { App } from '@undangin/service-kit';
import { withOwnerDb } from '@undangin/service-kit/testing';
import { grantAdmin } from '../../services/auth/src/domain/accounts';
import { newAccount, until } from './support/accounts';
import { buildService } from './support/services';

const person = (prefix: string) => newAccount(prefix, '0814');

/** An admin disables and demotes accounts from the admin service; the auth service and the others see it within seconds. */
describe('an account an admin disabled, across the services', () => {
  let auth: App;
  let dashboard: App;
  let admin: App;
  let adminBearer: { authorization: string };

  beforeAll(async () => {
    ({ app: auth } = await buildService('auth'));
    ({ app: dashboard } = await buildService('dashboard'));
    ({ app: admin } = await buildService('admin'));
    const operator = person('operator');
    await signUp(operator);
    await withOwnerDb((orm) => grantAdmin(orm.em.fork(), operator.email));
    adminBearer = { authorization: `Bearer ${(await signIn(operator)).json().access_token}` };
  }, 60_000);
  afterAll(async () => {
    await Promise.all([auth?.close(), dashboard?.close(), admin?.close()]);
  });

  async function signUp(who: ReturnType<typeof person>) {
    const response = await auth.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: who.email, password: who.password, data: { name: 'Tamu Nonaktif', whatsapp: who.whatsapp } },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { user: { id: string } };
  }
  function signIn(who: ReturnType<typeof person>) {
    return auth.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: who.email, password: who.password },
    });
  }
  const me = (token: string) =>
    dashboard.inject({ url: '/api/dashboard/me', headers: { authorization: `Bearer ${token}` } });

  it('ends the host’s access tokens at the dashboard within seconds, refuses their refresh token and their password until re-enabled', async () => {
    const host = person('host');
    const { user } = await signUp(host);
    const session = (await signIn(host)).json() as { access_token: string; refresh_token: string };
    expect((await me(session.access_token)).statusCode).toBe(200);

    const disabled = await admin.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/disable`,
      headers: adminBearer,
    });
    expect(disabled.statusCode).toBe(200);
    expect(await until(async () => (await me(session.access_token)).statusCode === 401)).toBe(true);

    const refresh = await auth.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(400);
    const again = await signIn(host);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'user_banned',
      message: 'Akun Anda dinonaktifkan. Hubungi admin Undangin.',
    });

    expect(
      (await admin.inject({ method: 'POST', url: `/api/admin/users/${user.id}/enable`, headers: adminBearer }))
        .statusCode,
    ).toBe(200);
    const back = await signIn(host);
    expect(back.statusCode).toBe(200);
    expect((await me(back.json().access_token)).statusCode).toBe(200);
  });

  it('takes the admin role away from a demoted admin within seconds', async () => {
    const colleague = person('rekan');
    const { user } = await signUp(colleague);
    await withOwnerDb((orm) => grantAdmin(orm.em.fork(), colleague.email));
    const token = (await signIn(colleague)).json().access_token as string;
    const users = () =>
      admin.inject({ url: '/api/admin/users?per_page=1', headers: { authorization: `Bearer ${token}` } });
    expect((await users()).statusCode).toBe(200);
    expect(
      (await admin.inject({ method: 'POST', url: `/api/admin/users/${user.id}/revoke-admin`, headers: adminBearer }))
        .statusCode,
    ).toBe(200);
    expect(await until(async () => (await users()).statusCode === 401)).toBe(true);
    const demoted = (await signIn(colleague)).json().access_token as string;
    expect(
      (await admin.inject({ url: '/api/admin/users', headers: { authorization: `Bearer ${demoted}` } })).statusCode,
    ).toBe(403);
  });
});
