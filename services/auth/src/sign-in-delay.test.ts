import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, latestMailLink, newPerson } from './test-support';

type TestApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];

const signIn = (app: TestApp, remoteAddress: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    remoteAddress,
    payload: { email, password },
  });

/** An account of the admin domain, signed up and ready to sign in with `rahasia123`. */
async function account(app: TestApp) {
  const email = `admin.${newPerson().whatsapp}@undangin.id`;
  const response = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password: 'rahasia123' },
  });
  expect(response.statusCode).toBe(200);
  return { email, id: response.json().user.id as string };
}

/** Waits that start after `freePerAddress` failures at 30 seconds, doubling up to an hour. */
const delays = (freePerAddress: number, freePerAccount: number) => ({
  freePerAddress,
  freePerAccount,
  firstDelaySeconds: 30,
  maxDelaySeconds: 3600,
  windowSeconds: 86_400,
});

/** Moves an address's last failure for an account into the past, as if the wait had passed. */
const age = (app: TestApp, accountId: string, client: string, seconds: number) =>
  app.orm.em
    .fork()
    .execute(
      `update auth_signin_failures set last_failed_at = last_failed_at - make_interval(secs => ?) where account_key = ? and client = ?`,
      [seconds, `signin:account:${accountId}`, client],
    );

describe('sign-in failures slow the guessing address down, never the owner', () => {
  const ctx = serviceTestContext(() => buildAuthTestApp({ signInDelays: delays(10, 1000) }));

  it('lets the right password in from a clean address after many failures from another, and makes the guesser wait longer each time', async () => {
    const { email, id } = await account(ctx.app);
    const attacker = '203.0.113.66';
    const owner = '198.51.100.7';
    for (let i = 1; i <= 10; i += 1) {
      const wrong = await signIn(ctx.app, attacker, email, `salah${i}999`);
      expect({ i, status: wrong.statusCode, code: wrong.json().code }).toEqual({
        i,
        status: 400,
        code: 'invalid_credentials',
      });
    }
    const eleventh = await signIn(ctx.app, attacker, email, 'salah11999');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam 30 detik.',
    });
    expect(eleventh.headers['retry-after']).toBe('30');

    // The owner, from elsewhere, is not locked out.
    const ownerIn = await signIn(ctx.app, owner, email, 'rahasia123');
    expect(ownerIn.statusCode).toBe(200);
    expect(ownerIn.json().user.email).toBe(email);

    // From the guessing address even the right password waits.
    const rightDuringWait = await signIn(ctx.app, attacker, email, 'rahasia123');
    expect(rightDuringWait.statusCode).toBe(429);
    const firstWait = Number(rightDuringWait.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(30);

    // Once the wait has passed, one more guess is checked, and the next wait is twice as long.
    await age(ctx.app, id, attacker, 31);
    expect((await signIn(ctx.app, attacker, email, 'salah12999')).json()).toMatchObject({
      code: 'invalid_credentials',
    });
    const longer = await signIn(ctx.app, attacker, email, 'salah13999');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(60);
    expect(longer.json().message).toBe('Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam 1 menit.');
    await age(ctx.app, id, attacker, 61);
    await signIn(ctx.app, attacker, email, 'salah14999');
    expect(Number((await signIn(ctx.app, attacker, email, 'salah15999')).headers['retry-after'])).toBe(120);
  });

  it('counts an account by its e-mail and its WhatsApp number together, per address', async () => {
    const person = newPerson('delay');
    const signedUp = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: person.email, password: 'rahasia123', data: { whatsapp: person.whatsapp } },
    });
    expect(signedUp.statusCode).toBe(200);
    const address = '203.0.113.67';
    for (let i = 0; i < 5; i += 1) await signIn(ctx.app, address, person.email, 'salah12345');
    for (let i = 0; i < 5; i += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        remoteAddress: address,
        payload: { phone: person.whatsapp, password: 'salah12345' },
      });
    }
    expect((await signIn(ctx.app, address, person.email, 'rahasia123')).statusCode).toBe(429);
    expect((await signIn(ctx.app, '203.0.113.68', person.email, 'rahasia123')).statusCode).toBe(200);
  });

  it('a new password set through a reset link lets the waiting address in at once', async () => {
    const { email } = await account(ctx.app);
    const address = '203.0.113.70';
    for (let i = 0; i < 11; i += 1) await signIn(ctx.app, address, email, 'salah12345');
    expect((await signIn(ctx.app, address, email, 'rahasia123')).statusCode).toBe(429);
    await ctx.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email } });
    const link = new URL(await latestMailLink(ctx.app, email));
    const landing = new URL((await ctx.app.inject({ url: link.pathname + link.search })).headers.location as string);
    const accessToken = new URLSearchParams(landing.hash.slice(1)).get('access_token');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { password: 'barusekali9' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await signIn(ctx.app, address, email, 'barusekali9')).statusCode).toBe(200);
  });

  it('a right password clears the address: earlier failures do not add up across successful sign-ins', async () => {
    const { email } = await account(ctx.app);
    const address = '203.0.113.69';
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 9; i += 1) await signIn(ctx.app, address, email, 'salah12345');
      expect((await signIn(ctx.app, address, email, 'rahasia123')).statusCode).toBe(200);
    }
  });
});

describe('a guess spread over many addresses', () => {
  it('makes every address that has failed the account wait on the account as a whole, while a clean address with the right password gets in', async () => {
    const { app } = await buildAuthTestApp({ signInDelays: delays(10, 20) });
    try {
      const { email } = await account(app);
      // 20 addresses, one wrong guess each: no single address is anywhere near its own limit.
      for (let i = 1; i <= 20; i += 1)
        expect((await signIn(app, `203.0.113.${100 + i}`, email, 'salah12345')).statusCode).toBe(400);
      const again = await signIn(app, '203.0.113.101', email, 'salah54321');
      expect(again.statusCode).toBe(429);
      // The account's first wait, less what the tries since its 20th failure took.
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
      // Even the right password waits from an address that has failed this account.
      expect((await signIn(app, '203.0.113.102', email, 'rahasia123')).statusCode).toBe(429);
      // A fresh address gets one checked try: the owner's right password gets in, a wrong one still counts.
      expect((await signIn(app, '198.51.100.8', email, 'rahasia123')).statusCode).toBe(200);
      expect((await signIn(app, '203.0.113.200', email, 'salah12345')).statusCode).toBe(400);
      expect((await signIn(app, '203.0.113.200', email, 'rahasia123')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe("the account's own count of failures", () => {
  it('costs the account one failure for a typo followed by the right password, however many addresses do it', async () => {
    const { app } = await buildAuthTestApp({ signInDelays: delays(10, 5) });
    try {
      const { email } = await account(app);
      // Each address: a typo (counted on the account), then the right password (its check is given back).
      // Counted twice, the third address's right password would already wait on the account.
      for (let i = 1; i <= 3; i += 1) {
        const address = `192.0.2.${10 + i}`;
        expect((await signIn(app, address, email, 'salah12345')).statusCode).toBe(400);
        expect({ address, status: (await signIn(app, address, email, 'rahasia123')).statusCode }).toEqual({
          address,
          status: 200,
        });
      }
    } finally {
      await app.close();
    }
  });

  it("counts a failing address's every failure on the account once", async () => {
    const { app } = await buildAuthTestApp({ signInDelays: delays(10, 5) });
    try {
      const { email } = await account(app);
      for (let i = 1; i <= 3; i += 1)
        expect((await signIn(app, '192.0.2.21', email, 'salah12345')).statusCode).toBe(400);
      // Three failures on the account, then one more from another address: four, under five, so its right password
      // is still checked (counted twice, the account would be at six and waiting).
      expect((await signIn(app, '192.0.2.22', email, 'salah12345')).statusCode).toBe(400);
      expect((await signIn(app, '192.0.2.22', email, 'rahasia123')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("lets the owner in from a clean address without taking anything off the guessers' count", async () => {
    const { app } = await buildAuthTestApp({ signInDelays: delays(10, 3) });
    try {
      const { email } = await account(app);
      for (let i = 1; i <= 3; i += 1)
        expect((await signIn(app, `192.0.2.${30 + i}`, email, 'salah12345')).statusCode).toBe(400);
      expect((await signIn(app, '192.0.2.31', email, 'salah54321')).statusCode).toBe(429);
      expect((await signIn(app, '198.51.100.30', email, 'rahasia123')).statusCode).toBe(200);
      // The guessers still wait: the owner's sign-in gave nothing back to the account's count.
      expect((await signIn(app, '192.0.2.32', email, 'salah54321')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('failures scattered over a long time', () => {
  it('never add up to a wait on the account: its count starts afresh once its window has passed', async () => {
    const { app } = await buildAuthTestApp({ signInDelays: delays(10, 20) });
    try {
      const { email, id } = await account(app);
      // Months of the owner's typos: many failures, the first of them long ago, the last a minute ago.
      await app.orm.em.fork().execute(
        `insert into auth_signin_failures (account_key, client, failures, first_failed_at, last_failed_at)
         values (?, '*', 500, now() - interval '90 days', now() - interval '1 minute')`,
        [`signin:account:${id}`],
      );
      const owner = '198.51.100.9';
      expect((await signIn(app, owner, email, 'salah12345')).statusCode).toBe(400);
      expect((await signIn(app, owner, email, 'rahasia123')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the per-address sign-in limit', () => {
  it('still answers 429 with the spec text once one address has tried too often, whatever the accounts', async () => {
    const { app } = await buildAuthTestApp({ rateLimits: { signInPerIp: { max: 3, windowSeconds: 600 } } });
    try {
      const address = '203.0.113.250';
      for (let i = 0; i < 3; i += 1) await signIn(app, address, newPerson().email, 'salah12345');
      const limited = await signIn(app, address, newPerson().email, 'salah12345');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        status: 429,
        code: 'over_request_rate_limit',
        message: 'Terlalu banyak percobaan login. Silakan tunggu beberapa menit.',
      });
    } finally {
      await app.close();
    }
  });
});
