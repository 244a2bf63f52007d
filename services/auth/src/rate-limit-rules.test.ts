import { messages } from '@undangin/contracts';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildAuthTestApp, newPerson } from './test-support';

const roomy = { max: 100_000, windowSeconds: 600 };

// The exact edge of each limit, per address and per account (recovery.test.ts checks the texts past it).
describe('request limits of sign-up and recovery', () => {
  const ctx = serviceTestContext(() =>
    buildAuthTestApp({
      rateLimits: {
        signInPerIp: roomy,
        signUpPerIp: { max: 2, windowSeconds: 600 },
        signUpPerAccount: roomy,
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
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signUp(newPerson('daftar').email, '198.51.100.40')).statusCode);
    statuses.push((await signUp(newPerson('daftar').email, '198.51.100.41')).statusCode);
    expect(statuses).toEqual([200, 200, 429, 200]);
  });
});
