import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buildTestService, publishedTestKey, withOwnerDb } from './testing';
import { signAccessToken, type SigningKey } from './tokens';
import type { App } from './build-service';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/mine', { preHandler: app.authenticate }, async (request) => ({ id: request.user!.id }));
};

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('an ended session at the services', () => {
  let app: App;
  let key: SigningKey;
  const previousPoll = process.env.REVOCATION_POLL_SECONDS;

  beforeAll(async () => {
    process.env.REVOCATION_POLL_SECONDS = '1';
    key = await publishedTestKey();
    app = await buildTestService('dashboard', routes);
  });
  afterAll(async () => {
    process.env.REVOCATION_POLL_SECONDS = previousPoll;
    await app.close();
  });

  /** A user with a live session (as the auth service keeps them) and an access token of that session. */
  async function signedIn() {
    const userId = randomUUID();
    const sessionId = randomUUID();
    await withOwnerDb(async (orm) => {
      const db = orm.em.getConnection();
      await db.execute(`insert into auth_users (id, email, encrypted_password) values (?, ?, 'x')`, [
        userId,
        `${userId}@contoh.id`,
      ]);
      await db.execute(`insert into auth_sessions (id, user_id, method) values (?, ?, 'password')`, [
        sessionId,
        userId,
      ]);
    });
    const token = await signAccessToken(key, { userId, role: 'user', sessionId });
    const mine = () => app.inject({ url: '/api/dashboard/mine', headers: { authorization: `Bearer ${token}` } });
    return { userId, sessionId, mine };
  }

  it('refuses the tokens of a session within a second of its end (logout, reset, reuse all delete the session)', async () => {
    const { sessionId, mine } = await signedIn();
    expect((await mine()).statusCode).toBe(200);

    await withOwnerDb((orm) => orm.em.getConnection().execute(`delete from auth_sessions where id = ?`, [sessionId]));
    const took = await until(async () => (await mine()).statusCode === 401, 1000);
    expect(took).toBeLessThan(1000);
    const refused = await mine();
    expect(refused.json()).toMatchObject({
      status: 401,
      code: 'invalid_token',
      message: expect.stringMatching(/login kembali/),
    });
  });

  it("ends only that session: the same user's other session keeps working", async () => {
    const first = await signedIn();
    const otherSession = randomUUID();
    await withOwnerDb((orm) =>
      orm.em
        .getConnection()
        .execute(`insert into auth_sessions (id, user_id, method) values (?, ?, 'password')`, [
          otherSession,
          first.userId,
        ]),
    );
    const otherToken = await signAccessToken(key, { userId: first.userId, role: 'user', sessionId: otherSession });

    await withOwnerDb((orm) =>
      orm.em.getConnection().execute(`delete from auth_sessions where id = ?`, [first.sessionId]),
    );
    await until(async () => (await first.mine()).statusCode === 401, 1000);
    const other = await app.inject({ url: '/api/dashboard/mine', headers: { authorization: `Bearer ${otherToken}` } });
    expect(other.statusCode).toBe(200);
  });

  it('catches up on an ending it was not notified of (a pooler drops NOTIFY) within the poll interval', async () => {
    const { userId, sessionId, mine } = await signedIn();
    expect((await mine()).statusCode).toBe(200);
    // Written without the trigger's NOTIFY: only the periodic catch-up read can see it.
    await withOwnerDb((orm) =>
      orm.em
        .getConnection()
        .execute(`insert into auth_revoked_sessions (session_id, user_id) values (?, ?)`, [sessionId, userId]),
    );
    await until(async () => (await mine()).statusCode === 401, 3000);
  });
});
