import http from 'node:http';
import { messages } from '@undangin/contracts';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, latestMailLink, newPerson } from './test-support';

type TestApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];

async function signedUp(app: TestApp) {
  const person = newPerson();
  const signup = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email: person.email, password: 'rahasia123', data: { name: person.name, whatsapp: person.whatsapp } },
  });
  expect(signup.statusCode).toBe(200);
  return person;
}

const signIn = (app: TestApp, email: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    headers,
    payload: { email, password: 'rahasia123' },
  });

const refresh = (app: TestApp, token: string) =>
  app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', payload: { refresh_token: token } });

const userOf = (app: TestApp, accessToken: string) =>
  app.inject({ url: '/auth/v1/user', headers: { authorization: `Bearer ${accessToken}` } });

// Refresh tokens, the session answer and what a session row keeps: the rules of domain/sessions.ts.
describe('a session and its refresh tokens', () => {
  const ctx = serviceTestContext(() => buildAuthTestApp({ jwtExpiry: 900 }));

  it('answers a sign-in with a bearer token for jwtExpiry seconds, a password first factor and aal1', async () => {
    const person = await signedUp(ctx.app);
    const before = Math.floor(Date.now() / 1000);
    const session = (await signIn(ctx.app, person.email)).json();
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { email: person.email } });
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 900);
    expect(session.expires_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 900);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password' }],
      app_metadata: { provider: 'email', providers: ['email'], role: 'user' },
      is_anonymous: false,
    });
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.amr[0].timestamp).toBe(claims.iat);
  });

  it('trades a refresh token once for the next, and ends the whole session when a used one comes back', async () => {
    const person = await signedUp(ctx.app);
    const first = (await signIn(ctx.app, person.email)).json();
    const second = await refresh(ctx.app, first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh_token).not.toBe(first.refresh_token);
    expect((await userOf(ctx.app, second.json().access_token)).statusCode).toBe(200);

    // The first token again: it leaked (or a client lost a race). Nobody keeps the session, its owner signs in again.
    const reused = await refresh(ctx.app, first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'refresh_token_already_used',
      message: messages.session.refreshReused,
    });
    const successor = await refresh(ctx.app, second.json().refresh_token);
    expect(successor.json()).toMatchObject({
      code: 'refresh_token_not_found',
      message: messages.session.refreshInvalid,
    });
    expect((await userOf(ctx.app, second.json().access_token)).json()).toMatchObject({
      status: 403,
      code: 'session_not_found',
    });

    // Another session of the same account is not touched.
    const other = (await signIn(ctx.app, person.email)).json();
    expect((await refresh(ctx.app, other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a refresh token it never issued as not found, and changes no session', async () => {
    const person = await signedUp(ctx.app);
    const session = (await signIn(ctx.app, person.email)).json();
    const unknown = await refresh(ctx.app, 'x'.repeat(43));
    expect(unknown.json()).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect((await refresh(ctx.app, session.refresh_token)).statusCode).toBe(200);
  });

  it('keeps the address and at most 300 characters of the browser with the session', async () => {
    const person = await signedUp(ctx.app);
    const userAgent = `Mozilla/5.0 ${'x'.repeat(400)}`;
    const session = (await signIn(ctx.app, person.email, { 'user-agent': userAgent })).json();
    const [row] = await ctx.app.orm.em
      .fork()
      .execute<{ ip: string; user_agent: string; method: string }[]>(
        `select ip, user_agent, method from auth_sessions where user_id = ? order by created_at desc limit 1`,
        [session.user.id],
      );
    expect(row).toEqual({ ip: '127.0.0.1', user_agent: userAgent.slice(0, 300), method: 'password' });
  });

  it('signs in a client that sends no User-Agent at all (a script, an old phone), keeping none', async () => {
    const person = await signedUp(ctx.app);
    // A real socket: the test client always names itself, node's http sends no User-Agent unless told.
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const body = JSON.stringify({ email: person.email, password: 'rahasia123' });
    const answer = await new Promise<{ status: number; body: string; sentAgent: unknown }>((resolve, reject) => {
      const request = http.request(
        `${address}/auth/v1/token?grant_type=password`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: text, sentAgent: request.getHeader('user-agent') }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(answer.sentAgent).toBeUndefined();
    expect(answer.status).toBe(200);
    const session = JSON.parse(answer.body);
    const [row] = await ctx.app.orm.em
      .fork()
      .execute<{ user_agent: string | null }[]>(
        `select user_agent from auth_sessions where user_id = ? order by created_at desc limit 1`,
        [session.user.id],
      );
    expect(row).toEqual({ user_agent: null });
  });

  it("names a reset link's session's first factor recovery, not password", async () => {
    const person = await signedUp(ctx.app);
    const asked = await ctx.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: person.email } });
    expect(asked.statusCode).toBe(200);
    const link = new URL(await latestMailLink(ctx.app, person.email));
    const followed = await ctx.app.inject({ url: link.pathname + link.search });
    const fragment = new URLSearchParams(new URL(followed.headers.location as string).hash.slice(1));
    const token = fragment.get('access_token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ aal: 'aal1', amr: [{ method: 'recovery' }] });
    expect(claims.amr).toHaveLength(1);
  });
});
