import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, latestMailLink, newPerson } from './test-support';

const banned = { code: 'user_banned', message: 'Akun Anda dinonaktifkan. Hubungi admin Undangin.' };

describe('an account an admin disabled', () => {
  const ctx = serviceTestContext(() => buildAuthTestApp());

  async function disabledHost() {
    const person = newPerson('nonaktif');
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: person.email, password: 'rahasia123', data: { name: person.name, whatsapp: person.whatsapp } },
    });
    expect(signUp.statusCode).toBe(200);
    const session = signUp.json<{ user: { id: string }; refresh_token: string }>();
    // What the admin service's admin_set_user_disabled does, as the owning role may do it.
    const db = ctx.app.orm.em.fork();
    await db.execute(`update auth_users set disabled_at = now() where id = ?`, [session.user.id]);
    return { person, session, db };
  }
  const sessionsOf = async (db: Awaited<ReturnType<typeof disabledHost>>['db'], userId: string) =>
    (
      await db.execute<{ count: number }[]>(`select count(*)::int as count from auth_sessions where user_id = ?`, [
        userId,
      ])
    )[0]!.count;

  it('cannot sign in with the right password, by e-mail or WhatsApp: GoTrue answers 400 user_banned', async () => {
    const { person, session, db } = await disabledHost();
    await db.execute(`delete from auth_sessions where user_id = ?`, [session.user.id]);
    for (const payload of [{ email: person.email }, { phone: person.whatsapp }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { ...payload, password: 'rahasia123' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(banned);
    }
    expect(await sessionsOf(db, session.user.id)).toBe(0);
    // A wrong password still reads as a wrong password: the ban is told only to whoever knows the password.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: person.email, password: 'salah1234' },
    });
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('cannot trade a refresh token even if its session were left', async () => {
    const { session } = await disabledHost();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: session.refresh_token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(banned);
  });

  it('gets no session from a password-reset link', async () => {
    const { person, session, db } = await disabledHost();
    await db.execute(`delete from auth_sessions where user_id = ?`, [session.user.id]);
    await ctx.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: person.email } });
    const link = new URL(await latestMailLink(ctx.app, person.email));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'recovery', token_hash: link.searchParams.get('token') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(banned);
    expect(await sessionsOf(db, session.user.id)).toBe(0);

    // The link followed in a browser lands on the reset screen with an error and no session in the fragment.
    await ctx.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: person.email } });
    const mailed = new URL(await latestMailLink(ctx.app, person.email));
    const followed = await ctx.app.inject({ url: mailed.pathname + mailed.search });
    const fragment = new URLSearchParams(new URL(followed.headers.location as string).hash.slice(1));
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('access_token')).toBeNull();
    expect(await sessionsOf(db, session.user.id)).toBe(0);
  });

  it('signs in again once re-enabled', async () => {
    const { person, session, db } = await disabledHost();
    await db.execute(`update auth_users set disabled_at = null where id = ?`, [session.user.id]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: person.email, password: 'rahasia123' },
    });
    expect(response.statusCode).toBe(200);
  });
});
