import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, latestMailLink, newPerson } from './test-support';

type TestApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];

async function register(app: TestApp, password = 'lama1234') {
  const person = newPerson('pulih');
  const response = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email: person.email, password, data: { name: person.name, whatsapp: person.whatsapp } },
  });
  expect(response.statusCode).toBe(200);
  return { person, session: response.json() };
}

const recover = (app: TestApp, email: string, redirectTo = 'http://127.0.0.1:8080/reset-password') =>
  app.inject({
    method: 'POST',
    url: `/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`,
    payload: { email },
  });

const putUser = (app: TestApp, accessToken: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/auth/v1/user', headers: { authorization: `Bearer ${accessToken}` }, payload });

describe('password recovery', () => {
  const ctx = serviceTestContext(() => buildAuthTestApp());

  it('mails a single-use link that lands on /reset-password with a recovery session, which may set a new password', async () => {
    const { person } = await register(ctx.app);
    expect((await recover(ctx.app, person.email)).statusCode).toBe(200);
    const link = new URL(await latestMailLink(ctx.app, person.email));
    expect(link.origin).toBe('http://127.0.0.1:8080');

    const followed = await ctx.app.inject({ url: link.pathname + link.search });
    expect(followed.statusCode).toBe(303);
    const landing = new URL(followed.headers.location as string);
    expect(landing.pathname).toBe('/reset-password');
    // The session rides in the fragment, as GoTrue sends it: never in the query string a server or log would see.
    expect(landing.search).toBe('');
    const session = new URLSearchParams(landing.hash.slice(1));
    expect(session.get('type')).toBe('recovery');
    const accessToken = session.get('access_token')!;
    expect(session.get('refresh_token')).toBeTruthy();

    const same = await putUser(ctx.app, accessToken, { password: 'lama1234' });
    expect(same.json()).toMatchObject({
      code: 'same_password',
      message: 'Password baru harus berbeda dari password lama',
    });
    expect((await putUser(ctx.app, accessToken, { password: 'baru5678' })).statusCode).toBe(200);
    // The reset link's session ends with its work: its tokens travelled in a URL.
    expect(
      (await ctx.app.inject({ url: '/auth/v1/user', headers: { authorization: `Bearer ${accessToken}` } })).statusCode,
    ).toBe(403);

    const oldLogin = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: person.email, password: 'lama1234' },
    });
    expect(oldLogin.json().code).toBe('invalid_credentials');
    const newLogin = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: person.email, password: 'baru5678' },
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await ctx.app.inject({ url: link.pathname + link.search });
    const refused = new URL(again.headers.location as string);
    expect(refused.pathname).toBe('/reset-password');
    expect(new URLSearchParams(refused.hash.slice(1)).get('error_code')).toBe('otp_expired');
    expect(refused.hash).not.toContain('access_token');
  });

  it("ends a reset link's session once it is older than the link itself, where a password session keeps refreshing", async () => {
    const { person, session } = await register(ctx.app);
    await recover(ctx.app, person.email);
    const link = new URL(await latestMailLink(ctx.app, person.email));
    const landing = new URL((await ctx.app.inject({ url: link.pathname + link.search })).headers.location as string);
    const refresh = (refreshToken: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=refresh_token',
        payload: { refresh_token: refreshToken },
      });

    const fresh = await refresh(new URLSearchParams(landing.hash.slice(1)).get('refresh_token')!);
    expect(fresh.statusCode).toBe(200);
    // Both sessions a day old: far past the reset link's hour.
    const db = ctx.app.orm.em.fork();
    await db.execute(`update auth_sessions set created_at = now() - interval '1 day' where user_id = ?`, [
      session.user.id,
    ]);

    const lapsed = await refresh(fresh.json().refresh_token);
    expect(lapsed.statusCode).toBe(400);
    expect(lapsed.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const [left] = await db.execute<{ count: number }[]>(
      `select count(*)::int as count from auth_sessions where user_id = ? and method = 'recovery'`,
      [session.user.id],
    );
    expect(left?.count).toBe(0);
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { person } = await register(ctx.app);
    await recover(ctx.app, person.email);
    const link = new URL(await latestMailLink(ctx.app, person.email));
    await ctx.app.orm.em
      .fork()
      .execute(
        `update auth_one_time_tokens set expires_at = now() - interval '1 second' where user_id = (select id from auth_users where email = ?)`,
        [person.email],
      );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'recovery', token_hash: link.searchParams.get('token') },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'otp_expired',
      message: 'Link reset password tidak valid atau sudah kedaluwarsa. Silakan minta link reset password baru.',
    });
  });

  it('never redirects to another site', async () => {
    const { person } = await register(ctx.app);
    await recover(ctx.app, person.email, 'https://penipu.example/reset-password');
    const link = new URL(await latestMailLink(ctx.app, person.email));
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:8080/reset-password');
  });

  it('tells an unknown address apart, as the spec asks', async () => {
    const response = await recover(ctx.app, `tidak.ada.${Date.now()}@contoh.id`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'user_not_found',
      message: 'Email tidak ditemukan. Pastikan Anda sudah mendaftar dengan email ini.',
    });
  });
});

describe('changing the password while signed in', () => {
  const ctx = serviceTestContext(() => buildAuthTestApp());

  it('needs the current password, and signs out the other devices', async () => {
    const { person, session } = await register(ctx.app);
    const other = (
      await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email: person.email, password: 'lama1234' },
      })
    ).json();

    expect((await putUser(ctx.app, session.access_token, { password: 'baru5678' })).json()).toMatchObject({
      code: 'reauthentication_needed',
      message: 'Masukkan password saat ini.',
    });
    expect(
      (await putUser(ctx.app, session.access_token, { password: 'baru5678', current_password: 'keliru123' })).json(),
    ).toMatchObject({ code: 'invalid_credentials', message: 'Password saat ini salah.' });
    expect(
      (await putUser(ctx.app, session.access_token, { password: 'baru5678', current_password: 'lama1234' })).statusCode,
    ).toBe(200);

    const otherUser = await ctx.app.inject({
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${other.access_token}` },
    });
    expect(otherUser.json().code).toBe('session_not_found');
    const mine = await ctx.app.inject({
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(mine.statusCode).toBe(200);
  });

  it('saves the profile into user_metadata and profiles, refusing a number another account has', async () => {
    const { session } = await register(ctx.app);
    const { person: someoneElse } = await register(ctx.app);
    const saved = await putUser(ctx.app, session.access_token, {
      data: { name: 'Rina Wijaya', whatsapp: '+62 811-2233-4455' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user_metadata).toMatchObject({
      name: 'Rina Wijaya',
      full_name: 'Rina Wijaya',
      whatsapp: '6281122334455',
      phone: '6281122334455',
    });
    const [profile] = await ctx.app.orm.em
      .fork()
      .execute(`select name, whatsapp from profiles where id = ?`, [session.user.id]);
    expect(profile).toEqual({ name: 'Rina Wijaya', whatsapp: '6281122334455' });

    const taken = await putUser(ctx.app, session.access_token, {
      data: { name: 'Rina', whatsapp: someoneElse.whatsapp },
      password: 'lain9876',
      current_password: 'lama1234',
    });
    expect(taken.json()).toMatchObject({ code: 'phone_exists' });
    // Nothing of the refused save stuck: the name and the password are unchanged.
    const [after] = await ctx.app.orm.em.fork().execute(`select name from profiles where id = ?`, [session.user.id]);
    expect(after).toEqual({ name: 'Rina Wijaya' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: session.user.email, password: 'lama1234' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('answer 429 over_request_rate_limit with the spec texts for sign-in, sign-up and recovery', async () => {
    const tight = { max: 2, windowSeconds: 600 };
    const { app } = await buildAuthTestApp({
      rateLimits: {
        signInPerIp: { max: 100, windowSeconds: 600 },
        signUpPerIp: { max: 100, windowSeconds: 600 },
        signUpPerAccount: tight,
        recoverPerIp: { max: 100, windowSeconds: 600 },
        recoverPerAccount: tight,
        phoneChangePerAccount: tight,
        phoneChangePerIp: tight,
      },
      signInDelays: {
        freePerAddress: 2,
        freePerAccount: 100,
        firstDelaySeconds: 30,
        maxDelaySeconds: 3600,
        windowSeconds: 600,
      },
    });
    try {
      const { person } = await register(app);
      const wrong = () =>
        app.inject({
          method: 'POST',
          url: '/auth/v1/token?grant_type=password',
          payload: { email: person.email, password: 'salah9999' },
        });
      await wrong();
      // A failure by the account's WhatsApp number counts against the same account: no second allowance.
      await app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { phone: person.whatsapp, password: 'salah9999' },
      });
      const limited = await wrong();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: 'over_request_rate_limit',
        message: 'Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam 30 detik.',
      });
      // The right password is refused too from this address while it waits.
      const right = await app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email: person.email, password: 'lama1234' },
      });
      expect(right.statusCode).toBe(429);

      await recover(app, person.email);
      await recover(app, person.email);
      const recoverLimited = await recover(app, person.email);
      expect(recoverLimited.json()).toMatchObject({
        status: 429,
        code: 'over_request_rate_limit',
        message: 'Terlalu banyak permintaan reset password. Silakan tunggu beberapa menit sebelum mencoba lagi.',
      });

      const again = () =>
        app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email: person.email, password: 'lama1234' } });
      await again();
      const signupLimited = await again();
      expect(signupLimited.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
