import type { App } from '@undangin/service-kit';
import { describeHostile } from './support/suite';

const account = { email: `hostile.${process.pid}@contoh.id`, password: 'Rahasia123' };
let signedUp: Promise<unknown> | null = null;

/** A fresh session of one account for each route: logout and a password change end sessions. */
async function session(app: App): Promise<Record<string, string>> {
  const json = { 'content-type': 'application/json' };
  await (signedUp ??= app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: JSON.stringify({ ...account, data: { name: 'Budi Uji' } }),
    headers: json,
  }));
  const token = await app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: JSON.stringify(account),
    headers: json,
  });
  return { authorization: `Bearer ${token.json().access_token}` };
}

describeHostile('auth', {
  expectRoutes: [
    'POST /auth/v1/signup',
    'POST /auth/v1/token',
    'GET /auth/v1/user',
    'PUT /auth/v1/user',
    'POST /auth/v1/logout',
    'POST /auth/v1/recover',
    'POST /auth/v1/verify',
    'GET /auth/v1/verify',
  ],
  fixtures: async ({ app }) => ({ params: {}, fields: { ...account, type: 'recovery' }, signedIn: await session(app) }),
});
