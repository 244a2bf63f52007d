import { messages } from '@undangin/contracts';
import { clearOfWindowEdge, serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, newPerson } from './test-support';

// The exact edge of each limit, per address and per account (recovery.test.ts checks the texts past it).
describe('request limits of sign-up and recovery', () => {
  const ctx = serviceTestContext(() =>
    buildAuthTestApp({
      rateLimits: {
        signUpPerIp: { max: 2, windowSeconds: 600 },
        recoverPerIp: { max: 3, windowSeconds: 600 },
        recoverPerAccount: { max: 2, windowSeconds: 600 },
      },
    }),
  );
  const recover = (email: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/auth/v1/recover', remoteAddress, payload: { email } });
  const signUp = (email: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      remoteAddress,
      payload: { email, password: 'rahasia123' },
    });

  it('lets an account ask for a reset twice, from anywhere, and an address ask three times, for anyone', async () => {
    await clearOfWindowEdge(600);
    const a = newPerson('reset');
    const b = newPerson('reset');
    for (const person of [a, b]) expect((await signUp(person.email, '192.0.2.200')).statusCode).toBe(200);
    const statuses = [
      (await recover(a.email, '192.0.2.1')).statusCode,
      (await recover(a.email.toUpperCase(), '192.0.2.1')).statusCode,
      (await recover(a.email, '192.0.2.1')).statusCode,
      (await recover(a.email, '192.0.2.2')).statusCode,
      (await recover(b.email, '192.0.2.2')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 429, 429, 200]);
    // The first address has asked three times: a fourth, for an account with room left, waits.
    const fourth = await recover(b.email, '192.0.2.1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'over_request_rate_limit', message: messages.forgot.rateLimited });
  });

  it('lets one address sign up twice, and another address still sign up', async () => {
    await clearOfWindowEdge(600);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signUp(newPerson('daftar').email, '198.51.100.40')).statusCode);
    statuses.push((await signUp(newPerson('daftar').email, '198.51.100.41')).statusCode);
    expect(statuses).toEqual([200, 200, 429, 200]);
  });
});

// Before the fix the address limits keyed on the full IPv6 address: one /64 (2^64 addresses) tried without end.
describe('address limits of an IPv6 client', () => {
  const ctx = serviceTestContext(() =>
    buildAuthTestApp({
      rateLimits: {
        signInPerIp: { max: 3, windowSeconds: 600 },
      },
    }),
  );
  const signIn = (remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      remoteAddress,
      payload: { email: newPerson('v6').email, password: 'salah-sekali' },
    });

  it('count every address of one /64 as one client, and a neighbouring /64 apart', async () => {
    await clearOfWindowEdge(600);
    const statuses = [];
    // A fresh /64 per run: the limit's window outlives a test.
    const net = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${process.pid.toString(16).slice(-4)}`;
    for (let i = 1; i <= 4; i += 1) statuses.push((await signIn(`${net}:${i.toString(16)}::${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const neighbour = net.replace(/[0-9a-f]$/, (d) => ((Number.parseInt(d, 16) + 1) % 16).toString(16));
    expect((await signIn(`${neighbour}::1`)).statusCode).toBe(400);
  });
});

// Before the fix the account screen told whether 300 numbers belonged to someone in 2.7 s.
describe('changes of the WhatsApp number', () => {
  const ctx = serviceTestContext(() =>
    buildAuthTestApp({
      rateLimits: {
        phoneChangePerAccount: { max: 3, windowSeconds: 3600 },
      },
    }),
  );

  it('let an account try three numbers an hour, then answer 429 in Indonesian; other changes still save', async () => {
    await clearOfWindowEdge(3600);
    const person = newPerson('nomor');
    const { access_token: token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email: person.email, password: 'rahasia123', data: { name: 'Rina', whatsapp: person.whatsapp } },
      })
    ).json();
    const put = (data: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/auth/v1/user',
        headers: { authorization: `Bearer ${token}` },
        payload: { data },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await put({ whatsapp: newPerson('probe').whatsapp })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await put({ whatsapp: newPerson('probe').whatsapp });
    expect(refused.json()).toMatchObject({
      code: 'over_request_rate_limit',
      message: messages.account.tooManyAttempts,
    });
    expect((await put({ name: 'Rina Wijaya' })).statusCode).toBe(200);
  });
});
