import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, confirmAsMailboxOwner, latestMailLink, newPerson } from './test-support';

type TestApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];

const signUp = (
  app: TestApp,
  person: ReturnType<typeof newPerson>,
  password = 'rahasia123',
  extra: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: {
      email: person.email,
      password,
      data: { name: person.name, full_name: person.name, whatsapp: person.whatsapp, ...extra },
    },
  });

const signIn = (app: TestApp, payload: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload });

describe('sign-up and sign-in', () => {
  const ctx = serviceTestContext(() => buildAuthTestApp());

  it('signs up with the spec metadata, normalises the WhatsApp number and writes the profile', async () => {
    const person = newPerson();
    const response = await signUp(ctx.app, person, 'rahasia123', { referral_code: '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-supabase-api-version']).toBe('2024-01-01');
    const session = response.json();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: person.email, aud: 'authenticated' },
    });
    expect(session.user.user_metadata).toMatchObject({
      name: person.name,
      full_name: person.name,
      whatsapp: person.normalized,
      phone: person.normalized,
      referral_code: null,
      avatar_url: null,
    });
    const [profile] = await ctx.app.orm.em
      .fork()
      .execute(`select name, email, whatsapp from profiles where id = ?`, [session.user.id]);
    expect(profile).toEqual({ name: person.name, email: person.email, whatsapp: person.normalized });
  });

  it('signs in with a WhatsApp number written in any of the usual forms', async () => {
    const person = newPerson();
    expect((await signUp(ctx.app, person)).statusCode).toBe(200);
    const local = person.normalized.slice(2); // 812…
    const forms = [
      `0${local.slice(0, 3)}-${local.slice(3, 7)}-${local.slice(7)}`,
      `+62 ${local.slice(0, 3)} ${local.slice(3, 7)} ${local.slice(7)}`,
      local,
      `(0${local.slice(0, 3)}) ${local.slice(3)}`,
    ];
    for (const phone of forms) {
      const response = await signIn(ctx.app, { phone, password: 'rahasia123' });
      expect({ phone, status: response.statusCode }).toEqual({ phone, status: 200 });
      expect(response.json().user.email).toBe(person.email);
    }
  });

  it('answers the spec messages for wrong passwords, unknown numbers and missing fields', async () => {
    const person = newPerson();
    expect((await signUp(ctx.app, person)).statusCode).toBe(200);
    const wrong = await signIn(ctx.app, { email: person.email, password: 'salah1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials', message: 'Email atau password salah.' });
    const unknownEmail = await signIn(ctx.app, { email: `x${person.email}`, password: 'rahasia123' });
    expect(unknownEmail.json()).toMatchObject({ code: 'invalid_credentials' });
    const unknownPhone = await signIn(ctx.app, { phone: '0899-0000-1111', password: 'rahasia123' });
    expect(unknownPhone.statusCode).toBe(400);
    expect(unknownPhone.json()).toMatchObject({
      code: 'user_not_found',
      message:
        'Nomor WhatsApp 6289900001111 tidak ditemukan. Pastikan Anda sudah mendaftar dengan nomor ini atau gunakan email untuk login.',
    });
    const missing = await signIn(ctx.app, { email: person.email });
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Email/WhatsApp dan password wajib diisi.',
    });
  });

  it('refuses duplicates, bad e-mails and weak passwords with GoTrue codes and no partial account', async () => {
    const person = newPerson();
    expect((await signUp(ctx.app, person)).statusCode).toBe(200);
    const again = await signUp(ctx.app, { ...person, whatsapp: newPerson().whatsapp });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'user_already_exists',
      message: 'Email sudah terdaftar. Silakan gunakan email lain atau login.',
    });

    const samePhone = { ...newPerson(), whatsapp: person.whatsapp };
    const phoneTaken = await signUp(ctx.app, samePhone);
    expect(phoneTaken.json()).toMatchObject({ code: 'phone_exists' });
    const [row] = await ctx.app.orm.em
      .fork()
      .execute<{ count: number }[]>(`select count(*)::int as count from auth_users where email = ?`, [samePhone.email]);
    expect(row?.count).toBe(0);

    const badEmail = await signUp(ctx.app, { ...newPerson(), email: 'bukan-email' });
    expect(badEmail.json()).toMatchObject({
      status: 400,
      code: 'email_address_invalid',
      message: 'Format email tidak valid.',
    });
    const short = await signUp(ctx.app, newPerson(), 'a1');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'weak_password',
      message: 'Password minimal 6 karakter',
      weak_password: { reasons: ['length'] },
    });
    const noDigit = await signUp(ctx.app, newPerson(), 'rahasiasekali');
    expect(noDigit.json()).toMatchObject({
      code: 'weak_password',
      message: 'Password harus mengandung minimal 1 angka',
      weak_password: { reasons: ['characters'] },
    });
    const noLower = await signUp(ctx.app, newPerson(), 'RAHASIA123');
    expect(noLower.json()).toMatchObject({
      code: 'weak_password',
      message: 'Password harus mengandung minimal 1 huruf kecil',
    });
    const badPhone = await signUp(ctx.app, { ...newPerson(), whatsapp: '12345' });
    expect(badPhone.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Nomor WhatsApp tidak valid. Contoh: 6281234567890.',
    });
  });

  it('ends sessions by logout scope, and a logged-out session can no longer read the user', async () => {
    const person = newPerson();
    expect((await signUp(ctx.app, person)).statusCode).toBe(200);
    const a = (await signIn(ctx.app, { email: person.email, password: 'rahasia123' })).json();
    const b = (await signIn(ctx.app, { email: person.email, password: 'rahasia123' })).json();
    const c = (await signIn(ctx.app, { email: person.email, password: 'rahasia123' })).json();
    const user = (s: { access_token: string }) =>
      ctx.app.inject({ url: '/auth/v1/user', headers: { authorization: `Bearer ${s.access_token}` } });
    const logout = (s: { access_token: string }, scope: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/auth/v1/logout?scope=${scope}`,
        headers: { authorization: `Bearer ${s.access_token}` },
      });

    expect((await logout(a, 'others')).statusCode).toBe(204);
    expect((await user(a)).statusCode).toBe(200);
    expect((await user(b)).json()).toMatchObject({ status: 403, code: 'session_not_found' });
    expect((await logout(a, 'local')).statusCode).toBe(204);
    expect((await user(a)).statusCode).toBe(403);
    const refreshC = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: c.refresh_token },
    });
    expect(refreshC.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });
});

describe('e-mail confirmation and admin role', () => {
  const ctx = serviceTestContext(() =>
    buildAuthTestApp({ mailerAutoconfirm: false, adminEmails: ['pemilik@contoh.id'], adminDomain: 'undangin.id' }),
  );

  it('mails a confirmation link when auto-confirm is off, refuses sign-in until it is followed', async () => {
    const person = newPerson();
    const response = await signUp(ctx.app, person);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: person.email });
    expect(response.json()).not.toHaveProperty('access_token');
    const early = await signIn(ctx.app, { email: person.email, password: 'rahasia123' });
    expect(early.json()).toMatchObject({
      code: 'email_not_confirmed',
      message: 'Silakan verifikasi email Anda terlebih dahulu.',
    });

    const link = new URL(await latestMailLink(ctx.app, person.email));
    const followed = await ctx.app.inject({ url: link.pathname + link.search });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('http://127.0.0.1:8080/login#email_confirmed=1');
    expect((await signIn(ctx.app, { email: person.email, password: 'rahasia123' })).statusCode).toBe(200);
    const reused = await ctx.app.inject({ url: link.pathname + link.search });
    expect(reused.headers.location).toContain('/login#error=access_denied&error_code=otp_expired');
    // Once confirmed, signing up again is refused as GoTrue does.
    expect((await signUp(ctx.app, person)).json()).toMatchObject({ code: 'user_already_exists' });
  });

  it('gives admin to the own domain and listed e-mails only once the mailbox chose the password', async () => {
    for (const email of [`staf.${Date.now()}@undangin.id`, 'pemilik@contoh.id']) {
      const person = { ...newPerson(), email };
      expect((await signUp(ctx.app, person)).statusCode).toBe(200);
      // The link proves the address and lands on the reset screen: the sign-up's own password is void.
      expect((await confirmAsMailboxOwner(ctx.app, email, 'pilihan123')).pathname).toBe('/reset-password');
      expect((await signIn(ctx.app, { email, password: 'rahasia123' })).json()).toMatchObject({
        code: 'invalid_credentials',
      });
      const session = (await signIn(ctx.app, { email, password: 'pilihan123' })).json();
      expect(session.user.app_metadata.role).toBe('admin');
      const me = await ctx.app.inject({
        url: '/auth/v1/user',
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(me.json().app_metadata.role).toBe('admin');
    }
  });
});

describe('auto-confirmed look-alike admin addresses', () => {
  it('stay plain users: auto-confirmation proves nothing about the address', async () => {
    const { app } = await buildAuthTestApp({ mailerAutoconfirm: true });
    try {
      const response = await signUp(app, { ...newPerson(), email: `palsu.${Date.now()}@undangin.id` });
      expect(response.json().user.app_metadata.role).toBe('user');
    } finally {
      await app.close();
    }
  });
});

describe('closed sign-up', () => {
  it('is reported by /settings and refused with the spec message', async () => {
    const { app } = await buildAuthTestApp({ disableSignup: true });
    try {
      expect((await app.inject({ url: '/auth/v1/settings' })).json()).toMatchObject({
        disable_signup: true,
        external: { email: true },
      });
      const response = await signUp(app, newPerson());
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'signup_disabled',
        message: 'Pendaftaran sementara dinonaktifkan. Silakan hubungi administrator.',
      });
    } finally {
      await app.close();
    }
  });
});
