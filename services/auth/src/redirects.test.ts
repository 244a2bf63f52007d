import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, latestMailLink, newPerson } from './test-support';

type TestApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];

const site = 'http://127.0.0.1:8080';
const staging = 'https://staging.undangin.id';

const signUp = (app: TestApp, email: string, redirectTo?: string) =>
  app.inject({
    method: 'POST',
    url: `/auth/v1/signup${redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : ''}`,
    payload: { email, password: 'rahasia123' },
  });

const recover = (app: TestApp, email: string, redirectTo: string) =>
  app.inject({
    method: 'POST',
    url: `/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`,
    payload: { email },
  });

/** Follows a mailed link, optionally with its redirect_to swapped for another: where the browser is sent. */
async function follow(app: TestApp, link: string, redirectTo?: string): Promise<URL> {
  const url = new URL(link);
  if (redirectTo !== undefined) url.searchParams.set('redirect_to', redirectTo);
  const response = await app.inject({ url: url.pathname + url.search });
  expect(response.statusCode).toBe(303);
  return new URL(response.headers.location as string);
}

const fragmentOf = (landing: URL) => new URLSearchParams(landing.hash.slice(1));

describe('where mailed links land', () => {
  const ctx = serviceTestContext(() =>
    buildAuthTestApp({ mailerAutoconfirm: false, redirectOrigins: [site, staging] }),
  );

  it('a reset link asked for an invitation page still lands on /reset-password, its session in the fragment only', async () => {
    const email = newPerson('arah').email;
    expect((await signUp(ctx.app, email)).statusCode).toBe(200);
    await follow(ctx.app, await latestMailLink(ctx.app, email));
    await recover(ctx.app, email, `${site}/budi-dan-ani`);
    const link = await latestMailLink(ctx.app, email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${site}/reset-password`);

    const landing = await follow(ctx.app, link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${site}/reset-password`);
    expect(landing.search).toBe('');
    const fragment = fragmentOf(landing);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('refresh_token')).toBeTruthy();
    expect(Number(fragment.get('expires_in'))).toBeGreaterThan(0);
    const me = await ctx.app.inject({
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${fragment.get('access_token')}` },
    });
    expect(me.json().email).toBe(email);

    // A used link says so in the fragment too, on the same screen.
    const again = await follow(ctx.app, link);
    expect(`${again.origin}${again.pathname}${again.search}`).toBe(`${site}/reset-password`);
    expect(Object.fromEntries(fragmentOf(again))).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      type: 'recovery',
    });
    expect(fragmentOf(again).has('access_token')).toBe(false);
  });

  it('a reset link whose redirect_to was swapped for another page, same site or not, lands on /reset-password', async () => {
    for (const swapped of [
      `${site}/budi-dan-ani`,
      '/budi-dan-ani',
      `${staging}/budi-dan-ani`,
      'https://penipu.example/reset-password',
      `${site}/reset-password/../budi`,
    ]) {
      const email = newPerson('tukar').email;
      expect((await signUp(ctx.app, email)).statusCode).toBe(200);
      await recover(ctx.app, email, `${site}/reset-password`);
      const landing = await follow(ctx.app, await latestMailLink(ctx.app, email), swapped);
      expect({ swapped, landed: `${landing.origin}${landing.pathname}${landing.search}` }).toEqual({
        swapped,
        landed: `${site}/reset-password`,
      });
      expect(fragmentOf(landing).get('type')).toBe('recovery');
    }
  });

  it('keeps an allowed origin of ADDITIONAL_REDIRECT_URLS, for the fixed screen only', async () => {
    const email = newPerson('staging').email;
    expect((await signUp(ctx.app, email)).statusCode).toBe(200);
    await recover(ctx.app, email, `${staging}/reset-password`);
    const link = await latestMailLink(ctx.app, email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${staging}/reset-password`);
    const landing = await follow(ctx.app, link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${staging}/reset-password`);
  });

  it('a confirmation link lands on /login whatever redirect_to says, its outcome in the fragment', async () => {
    const email = newPerson('konfirmasi').email;
    expect((await signUp(ctx.app, email, `${site}/app/dashboard?next=/budi-dan-ani`)).statusCode).toBe(200);
    const link = await latestMailLink(ctx.app, email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${site}/login`);
    const landing = await follow(ctx.app, link, `${site}/budi-dan-ani`);
    expect(landing.toString()).toBe(`${site}/login#email_confirmed=1`);
    const reused = await follow(ctx.app, link);
    expect(`${reused.origin}${reused.pathname}${reused.search}`).toBe(`${site}/login`);
    expect(Object.fromEntries(fragmentOf(reused))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      type: 'signup',
    });
  });

  it("a contested sign-up's link sends its recovery session to /reset-password in the fragment", async () => {
    const email = newPerson('sengketa').email;
    expect((await signUp(ctx.app, email)).statusCode).toBe(200);
    expect((await signUp(ctx.app, email, `${site}/budi-dan-ani`)).statusCode).toBe(200);
    const landing = await follow(ctx.app, await latestMailLink(ctx.app, email));
    expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(`${site}/reset-password`);
    expect(fragmentOf(landing).get('type')).toBe('recovery');
    expect(fragmentOf(landing).get('access_token')).toBeTruthy();
  });
});
