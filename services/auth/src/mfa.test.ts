import { AuthClient } from '@supabase/auth-js';
import { Secret, TOTP } from 'otpauth';
import { mfaMessages } from '@undangin/contracts';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, newPerson } from './test-support';

type Session = {
  access_token: string;
  refresh_token: string;
  user: { id: string; factors?: Array<{ id: string; status: string }> };
};

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

describe('two-factor sign-in with an authenticator app (GoTrue MFA)', () => {
  const ctx = serviceTestContext(() => buildAuthTestApp());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/auth/v1${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  async function signedUp() {
    const person = newPerson('mfa');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: person.email, password: 'rahasia123', data: { name: person.name, whatsapp: person.whatsapp } },
    });
    expect(response.statusCode).toBe(200);
    return { person, session: response.json() as Session };
  }
  const signIn = async (email: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email, password: 'rahasia123' },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Session;
  };
  const enrol = async (token: string) => {
    const response = await call('POST', '/factors', token, { factor_type: 'totp', friendly_name: 'Ponsel' });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; totp: { secret: string; uri: string; qr_code: string } };
  };
  const verify = async (token: string, factorId: string, code: string) => {
    const challenge = await call('POST', `/factors/${factorId}/challenge`, token);
    expect(challenge.statusCode).toBe(200);
    return call('POST', `/factors/${factorId}/verify`, token, { challenge_id: challenge.json().id, code });
  };
  /** An account with a verified authenticator, and the aal2 session that verified it. */
  async function enrolled() {
    const { person, session } = await signedUp();
    const factor = await enrol(session.access_token);
    const verified = await verify(session.access_token, factor.id, codeAt(factor.totp.secret));
    expect(verified.statusCode).toBe(200);
    return { person, factor, session: verified.json() as Session };
  }

  it('enrols a factor with a QR code and a secret; the user lists it unverified and the session stays aal1', async () => {
    const { person, session } = await signedUp();
    const factor = await enrol(session.access_token);
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Ponsel' });
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toContain(`otpauth://totp/Undangin:${encodeURIComponent(person.email)}?`);
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,%3Csvg/);
    const user = (await call('GET', '/user', session.access_token)).json();
    expect(user.factors).toEqual([
      expect.objectContaining({ id: factor.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Ponsel' }),
    ]);
    expect(claims(session.access_token).aal).toBe('aal1');
  });

  it('refuses a wrong code in Indonesian, and a right one lifts the session to aal2, kept across refreshes', async () => {
    const { session } = await signedUp();
    const factor = await enrol(session.access_token);
    const wrong = await verify(session.access_token, factor.id, codeAt(factor.totp.secret, -300));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'mfa_verification_failed', message: mfaMessages.verificationFailed });

    const right = await verify(session.access_token, factor.id, codeAt(factor.totp.secret));
    expect(right.statusCode).toBe(200);
    const lifted = right.json() as Session;
    expect(claims(lifted.access_token)).toMatchObject({
      aal: 'aal2',
      amr: [{ method: 'totp' }, { method: 'password' }],
    });
    expect(lifted.user.factors).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);

    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: lifted.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(claims(refreshed.json().access_token).aal).toBe('aal2');
  });

  it('takes a code once: the same code on a new challenge is refused', async () => {
    const { session } = await signedUp();
    const factor = await enrol(session.access_token);
    const code = codeAt(factor.totp.secret);
    expect((await verify(session.access_token, factor.id, code)).statusCode).toBe(200);
    const again = await verify(session.access_token, factor.id, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('mfa_verification_failed');
  });

  it('closes a challenge after five wrong codes and one older than five minutes', async () => {
    const { session } = await signedUp();
    const factor = await enrol(session.access_token);
    const challenge = (await call('POST', `/factors/${factor.id}/challenge`, session.access_token)).json();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call('POST', `/factors/${factor.id}/verify`, session.access_token, {
        challenge_id: challenge.id,
        code: '000000',
      });
      expect(wrong.json().code).toBe('mfa_verification_failed');
    }
    const closed = await call('POST', `/factors/${factor.id}/verify`, session.access_token, {
      challenge_id: challenge.id,
      code: codeAt(factor.totp.secret),
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({ code: 'mfa_challenge_expired', message: mfaMessages.challengeExpired });

    const old = (await call('POST', `/factors/${factor.id}/challenge`, session.access_token)).json();
    await ctx.app.orm.em
      .fork()
      .execute(`update auth_mfa_challenges set created_at = now() - interval '301 seconds' where id = ?`, [old.id]);
    const late = await call('POST', `/factors/${factor.id}/verify`, session.access_token, {
      challenge_id: old.id,
      code: codeAt(factor.totp.secret),
    });
    expect(late.json().code).toBe('mfa_challenge_expired');
  });

  it('makes verification wait after twenty wrong codes in fifteen minutes, over all challenges', async () => {
    const { session } = await signedUp();
    const factor = await enrol(session.access_token);
    for (let round = 0; round < 4; round += 1) {
      const challenge = (await call('POST', `/factors/${factor.id}/challenge`, session.access_token)).json();
      for (let i = 0; i < 5; i += 1) {
        await call('POST', `/factors/${factor.id}/verify`, session.access_token, {
          challenge_id: challenge.id,
          code: '000000',
        });
      }
    }
    const waiting = await verify(session.access_token, factor.id, codeAt(factor.totp.secret));
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: 'over_request_rate_limit', message: mfaMessages.tooManyFailures });
  });

  // Before the fix parallel codes over several challenges were all checked against the count read before any of
  // them failed: 23 were checked against the promised 20.
  it('checks no more than twenty wrong codes even when they arrive at once over many challenges', async () => {
    const { session } = await signedUp();
    const factor = await enrol(session.access_token);
    const challenges = await Promise.all(
      Array.from({ length: 6 }, async () =>
        (await call('POST', `/factors/${factor.id}/challenge`, session.access_token)).json(),
      ),
    );
    const answers = await Promise.all(
      challenges.flatMap((challenge) =>
        Array.from({ length: 5 }, () =>
          call('POST', `/factors/${factor.id}/verify`, session.access_token, {
            challenge_id: challenge.id,
            code: '000000',
          }),
        ),
      ),
    );
    const checked = answers.filter((answer) => answer.json().code === 'mfa_verification_failed').length;
    const failures = (
      await ctx.app.orm.em
        .fork()
        .execute<Array<{ failures: number }>>(
          `select sum(failed_attempts)::int as failures from auth_mfa_challenges where factor_id = ?`,
          [factor.id],
        )
    )[0]!.failures;
    expect([checked, failures]).toEqual([20, 20]);
  });

  it("ends the account's other password-only sessions when a factor is first verified", async () => {
    const { person, session } = await signedUp();
    const elsewhere = await signIn(person.email);
    const factor = await enrol(session.access_token);
    expect((await verify(session.access_token, factor.id, codeAt(factor.totp.secret))).statusCode).toBe(200);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: elsewhere.refresh_token },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('signs in at aal1 once enrolled; changing factors then needs aal2', async () => {
    const { person, factor, session: strong } = await enrolled();
    const weak = await signIn(person.email);
    expect(claims(weak.access_token).aal).toBe('aal1');
    expect(weak.user.factors).toEqual([expect.objectContaining({ status: 'verified' })]);

    const another = await call('POST', '/factors', weak.access_token, { factor_type: 'totp' });
    expect(another.statusCode).toBe(403);
    expect(another.json()).toMatchObject({ code: 'insufficient_aal', message: mfaMessages.insufficientAal });
    expect((await call('DELETE', `/factors/${factor.id}`, weak.access_token)).statusCode).toBe(403);

    const removed = await call('DELETE', `/factors/${factor.id}`, strong.access_token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: factor.id });
    expect((await call('GET', '/user', strong.access_token)).json().factors).toBeUndefined();
  });

  it("refuses another account's factor, an unsupported type and a missing token", async () => {
    const { factor } = await enrolled();
    const { session: stranger } = await signedUp();
    const foreign = await call('POST', `/factors/${factor.id}/challenge`, stranger.access_token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'mfa_factor_not_found', message: mfaMessages.factorNotFound });
    const phone = await call('POST', '/factors', stranger.access_token, { factor_type: 'phone' });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().message).toBe(mfaMessages.unsupportedFactor);
    expect((await call('POST', '/factors', undefined, { factor_type: 'totp' })).statusCode).toBe(401);
  });

  it('works with the real @supabase/auth-js MFA calls', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    const auth = new AuthClient({
      url: `${address}/auth/v1`,
      storage,
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
    });
    const { person } = await signedUp();
    expect((await auth.signInWithPassword({ email: person.email, password: 'rahasia123' })).error).toBeNull();
    const enrolment = await auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Supabase' });
    expect(enrolment.error).toBeNull();
    const secret = enrolment.data!.totp.secret;
    const verified = await auth.mfa.challengeAndVerify({ factorId: enrolment.data!.id, code: codeAt(secret) });
    expect(verified.error).toBeNull();
    const level = await auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => factor.id)).toEqual([enrolment.data!.id]);
  });
});
