import { Secret, TOTP } from 'otpauth';
import { mfaMessages } from '@undangin/contracts';
import type { App } from '@undangin/service-kit';
import { buildTestService, withOwnerDb } from '@undangin/service-kit/testing';
import { adminRoutes } from '../../services/admin/src/app';
import { buildAuthTestApp, confirmAsMailboxOwner, newPerson } from '../../services/auth/src/test-support';
import { privateDatabase, type PrivateDatabase } from './support/database';

type AuthApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];
const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

// Real tokens from the auth service against the admin service. A database of its own: requiring two-factor from
// every admin must not reach the admin tests that run beside this one.
describe('two-factor sign-in for admins', () => {
  let db: PrivateDatabase;
  let auth: AuthApp;
  let admin: App;
  beforeAll(async () => {
    db = await privateDatabase('admin_mfa');
    ({ app: auth } = await buildAuthTestApp());
    admin = await buildTestService('admin', adminRoutes);
  }, 60_000);
  afterAll(async () => {
    await admin?.close();
    await auth?.close();
    await db?.drop();
  });

  const adminCall = (token: string, url: string, method: 'GET' | 'PUT' = 'GET', payload?: Record<string, unknown>) =>
    admin.inject({
      method,
      url: `/api/admin${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const authCall = (token: string, url: string, payload: Record<string, unknown> = {}) =>
    auth.inject({ method: 'POST', url: `/auth/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

  /** An admin account (stored grant) and its first, password-only session. */
  async function newAdmin() {
    const person = newPerson('admin2fa');
    const signUp = await auth.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: person.email, password: 'rahasia123', data: { name: person.name } },
    });
    expect(signUp.statusCode).toBe(200);
    await withOwnerDb((orm) =>
      orm.em.getConnection().execute(`update auth_users set role = 'admin' where email = ?`, [person.email]),
    );
    return { person, token: await signIn(person.email) };
  }
  async function signIn(email: string): Promise<string> {
    const answer = await auth.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email, password: 'rahasia123' },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().access_token;
  }
  async function verify(token: string, factorId: string, code: string): Promise<string> {
    const challenge = (await authCall(token, `/factors/${factorId}/challenge`)).json();
    const verified = await authCall(token, `/factors/${factorId}/verify`, { challenge_id: challenge.id, code });
    expect(verified.statusCode).toBe(200);
    return verified.json().access_token;
  }

  it('lets an admin without an authenticator in while the switch is off', async () => {
    const { token } = await newAdmin();
    expect((await adminCall(token, '/session')).json()).toEqual({ required: false, enrolled: false, satisfied: true });
    expect((await adminCall(token, '/users')).statusCode).toBe(200);
  });

  it('asks an admin who enrolled for a code at every sign-in, and lets the verified session in', async () => {
    const { person, token } = await newAdmin();
    const factor = (await authCall(token, '/factors', { factor_type: 'totp' })).json();
    const strong = await verify(token, factor.id, codeAt(factor.totp.secret));
    expect((await adminCall(strong, '/users')).statusCode).toBe(200);

    const weak = await signIn(person.email);
    const refused = await adminCall(weak, '/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'mfa_verification_required',
      message: mfaMessages.verificationRequired,
    });
    expect((await adminCall(weak, '/session')).json()).toEqual({ required: false, enrolled: true, satisfied: false });
    const lifted = await verify(weak, factor.id, codeAt(factor.totp.secret, 30));
    expect((await adminCall(lifted, '/users')).statusCode).toBe(200);
  });

  it('requires two-factor from every admin once an enrolled admin switches it on, and audits the switch', async () => {
    const bystander = await newAdmin();
    const refusedSwitch = await adminCall(bystander.token, '/settings/security', 'PUT', {
      admin_two_factor_required: true,
    });
    expect(refusedSwitch.statusCode).toBe(409);
    expect(refusedSwitch.json().message).toBe(mfaMessages.enableOwnFirst);

    const owner = await newAdmin();
    const factor = (await authCall(owner.token, '/factors', { factor_type: 'totp' })).json();
    const strong = await verify(owner.token, factor.id, codeAt(factor.totp.secret));
    const switched = await adminCall(strong, '/settings/security', 'PUT', { admin_two_factor_required: true });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({ limit_sign_in_per_address: true, admin_two_factor_required: true });

    const blocked = await adminCall(bystander.token, '/overview');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'mfa_enrollment_required', message: mfaMessages.enrollmentRequired });
    expect((await adminCall(bystander.token, '/session')).json()).toEqual({
      required: true,
      enrolled: false,
      satisfied: false,
    });

    // The bystander enrols with the session they have (no verified factor yet, so aal1 may), then gets in.
    const own = (await authCall(bystander.token, '/factors', { factor_type: 'totp' })).json();
    const bystanderStrong = await verify(bystander.token, own.id, codeAt(own.totp.secret));
    expect((await adminCall(bystanderStrong, '/overview')).statusCode).toBe(200);

    expect(
      (await adminCall(strong, '/settings/security', 'PUT', { admin_two_factor_required: false })).statusCode,
    ).toBe(200);
    const audited = await db.sql<{ after: unknown }>(
      `select after from admin_audit_log where entity_id = 'security' order by id`,
    );
    expect(audited.map((row) => row.after)).toEqual([
      { limit_sign_in_per_address: true, admin_two_factor_required: true },
      { limit_sign_in_per_address: true, admin_two_factor_required: false },
    ]);
  });

  it('shows an admin made by ADMIN_EMAILS as admin in the users list, with the setting named', async () => {
    const person = newPerson('envadmin');
    const { app: envAuth } = await buildAuthTestApp({ adminEmails: [person.email], mailerAutoconfirm: false });
    try {
      await envAuth.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email: person.email, password: 'rahasia123', data: { name: person.name } },
      });
      // The mailbox's owner chooses the password through the confirmation link (the sign-up's own is void).
      expect((await confirmAsMailboxOwner(envAuth, person.email)).pathname).toBe('/reset-password');
      const signedIn = await envAuth.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email: person.email, password: 'rahasia123' },
      });
      const { token } = await newAdmin();
      const listed = (await adminCall(token, `/users?search=${encodeURIComponent(person.email)}`)).json();
      expect(signedIn.json().user.app_metadata.role).toBe('admin');
      expect(listed.items).toEqual([
        expect.objectContaining({ email: person.email, role: 'admin', admin_by_setting: 'ADMIN_EMAILS' }),
      ]);
    } finally {
      await envAuth.close();
    }
  });
});
