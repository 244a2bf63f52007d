import { Secret, TOTP } from 'otpauth';
import { mfaMessages } from '@undangin/contracts';
import { buildAuthTestApp, newPerson } from '../../services/auth/src/test-support';
import { aal2Only, declaredAccess } from './access';

type AuthApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];
type Session = { access_token: string };
const codeAt = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/**
 * Account changes that need a session which verified a code (aal2) once the account has a verified authenticator:
 * what signs in (password, WhatsApp number) and the factors themselves. Each is tried with a password-only session
 * (refused, nothing changed) and with an aal2 one (done). A change that signs nobody in (the name) needs no code.
 */
const aal2Changes: Array<
  [string, 'PUT' | 'POST' | 'DELETE', (factorId: string) => string, (p: Person) => object | undefined]
> = [
  ['the password', 'PUT', () => '/user', () => ({ password: 'baru-rahasia-456', current_password: 'rahasia123' })],
  ['the WhatsApp number', 'PUT', () => '/user', (p) => ({ data: { whatsapp: p.otherWhatsapp } })],
  ['a second authenticator', 'POST', () => '/factors', () => ({ factor_type: 'totp', friendly_name: 'Tablet' })],
  ['removing the authenticator', 'DELETE', (id) => `/factors/${id}`, () => undefined],
];
type Person = ReturnType<typeof newPerson> & { otherWhatsapp: string };

// Before the fix a password-only session on an account with two-factor changed the password, signing the owner's
// verified sessions out.
describe('account changes on an account with two-factor', () => {
  let app: AuthApp;
  beforeAll(async () => {
    ({ app } = await buildAuthTestApp());
  });
  afterAll(() => app?.close());

  const call = (method: string, url: string, token: string, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url: `/auth/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const signIn = async (email: string, password = 'rahasia123') =>
    (
      await app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } })
    ).json() as Session;

  /** An account with a verified authenticator: its aal2 session, a fresh password-only one, and the factor. */
  async function enrolled() {
    const person = { ...newPerson('aal'), otherWhatsapp: newPerson('aal').whatsapp };
    const signedUp = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: person.email, password: 'rahasia123', data: { name: person.name, whatsapp: person.whatsapp } },
    });
    const first = signedUp.json() as Session;
    const factor = (await call('POST', '/factors', first.access_token, { factor_type: 'totp' })).json();
    const challenge = (await call('POST', `/factors/${factor.id}/challenge`, first.access_token)).json();
    const strong = (
      await call('POST', `/factors/${factor.id}/verify`, first.access_token, {
        challenge_id: challenge.id,
        code: codeAt(factor.totp.secret),
      })
    ).json() as Session;
    return { person, factorId: factor.id as string, strong, weak: await signIn(person.email) };
  }

  it.each(aal2Changes)('refuses %s from a password-only session, and changes nothing', async (_, method, url, body) => {
    const { person, factorId, weak, strong } = await enrolled();
    const answer = await call(method, url(factorId), weak.access_token, body(person));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'insufficient_aal', message: mfaMessages.insufficientAal });
    const user = (await call('GET', '/user', strong.access_token)).json();
    expect(user.user_metadata.whatsapp).toBe(person.normalized);
    expect(user.factors).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);
    expect((await signIn(person.email)).access_token).toBeDefined();
  });

  it.each(aal2Changes)('allows %s from a session that verified a code', async (_, method, url, body) => {
    const { person, factorId, strong } = await enrolled();
    expect((await call(method, url(factorId), strong.access_token, body(person))).statusCode).toBeLessThan(300);
  });

  it('tries every change the access matrix declares aal2-only, on routes the matrix declares', () => {
    const tried = aal2Changes.map(([, method, url]) => `${method} /auth/v1${url(':factorId')}`);
    for (const route of Object.keys(aal2Only)) {
      expect(declaredAccess.auth).toHaveProperty([route]);
      expect(tried.filter((key) => key === route)).toHaveLength(aal2Only[route]!.length);
    }
    expect(new Set(tried)).toEqual(new Set(Object.keys(aal2Only)));
  });

  it('lets a password-only session change the name', async () => {
    const { weak } = await enrolled();
    const answer = await call('PUT', '/user', weak.access_token, { data: { name: 'Nama Baru' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user_metadata.name).toBe('Nama Baru');
  });
});
