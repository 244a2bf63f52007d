import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, newPerson } from './test-support';

describe('every auth route answers in GoTrue’s shape', () => {
  const ctx = serviceTestContext(() => buildAuthTestApp({ devMail: true }));

  it('sends the API-version header from each route plugin, its errors included', async () => {
    const calls = [
      { method: 'GET', url: '/auth/v1/.well-known/jwks.json' },
      { method: 'GET', url: '/auth/v1/settings' },
      { method: 'POST', url: '/auth/v1/signup', payload: { email: 'bukan-email', password: 'rahasia123' } },
      { method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: 'a@contoh.id', password: '' } },
      { method: 'GET', url: '/auth/v1/user' },
      { method: 'POST', url: '/auth/v1/logout' },
      { method: 'POST', url: '/auth/v1/recover', payload: { email: '' } },
      { method: 'POST', url: '/auth/v1/verify', payload: { type: 'signup', token: 'tidak-ada' } },
      { method: 'POST', url: '/auth/v1/factors', payload: { factor_type: 'totp' } },
      { method: 'GET', url: '/auth/v1/dev/mail/messages' },
    ] as const;
    for (const call of calls) {
      const response = await ctx.app.inject(call);
      expect({ url: call.url, header: response.headers['x-supabase-api-version'] }).toEqual({
        url: call.url,
        header: '2024-01-01',
      });
    }
  });

  it('takes a JSON content type with no body (how GoTrue clients log out) as an empty object', async () => {
    const person = newPerson();
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: person.email, password: 'rahasia123' },
    });
    expect(signUp.statusCode).toBe(200);
    const { access_token } = signUp.json();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/logout',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(204);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['x-supabase-api-version']).toBe('2024-01-01');
  });
});
