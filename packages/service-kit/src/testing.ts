import type { FastifyPluginAsync } from 'fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import { AuthSigningKey, ormConfig } from '@undangin/db';
import type { AppName, Role } from '@undangin/contracts';
import { buildService, type App } from './build-service';
import { readConfig } from './config';
import { generateSigningKey, signAccessToken, type SigningKey } from './tokens';

/** A service as its tests see it: built for app.inject, against the test database, quiet (or logging into `logs`). */
export function buildTestService(
  service: AppName,
  routes: FastifyPluginAsync,
  logs?: { level: string; stream: { write: (line: string) => void } },
): Promise<App> {
  // As in production: the service's own login (made by the tests' global set-up), else the test login with SET ROLE;
  // always into the database DATABASE_URL names now (a test file may use a database of its own).
  const current = new URL(process.env.DATABASE_URL!);
  const ownVar = `${service.toUpperCase()}_DATABASE_URL`;
  const own = process.env[ownVar] ? new URL(process.env[ownVar]) : null;
  if (own) own.pathname = current.pathname;
  const read = readConfig(service, { ...process.env, [ownVar]: own?.toString() ?? current.toString() });
  const config = {
    ...read,
    dbPoolMax: 4,
    jobPollSeconds: 0.5,
    // Suites run side by side on a busy machine and a heavy request (a 10,000-row import) is followed at once by the
    // next: no load shedding unless a test asks for it (its own test sets the thresholds).
    loadShedding: process.env.MAX_EVENT_LOOP_DELAY_MS
      ? read.loadShedding
      : { ...read.loadShedding, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 },
  };
  return buildService({ config, routes, logger: logs ?? (process.env.TEST_LOG ? { level: 'error' } : false) });
}

/**
 * The service under test, built once for the suite (beforeAll) and closed after it (afterAll); read it inside tests.
 * Call it at describe level: `const ctx = serviceTestContext(async () => ({ app: await buildTestService(...) }));`.
 */
export function serviceTestContext<T extends { app: { close(): Promise<unknown> } }>(
  build: () => Promise<T>,
  timeoutMs = 60_000,
): T {
  const context = {} as T;
  beforeAll(async () => {
    Object.assign(context, await build());
    // Plugins load here, not in whichever test injects first: code that runs once per app (route tables, limits'
    // settings) belongs to the whole suite (what mutation testing's per-test coverage reads).
    const app = (context as { app: { ready?: () => PromiseLike<unknown> } }).app;
    await app.ready?.();
  }, timeoutMs);
  afterAll(async () => {
    await (context as Partial<T>).app?.close();
  });
  return context;
}

// One owner connection per database and test file (closed after the file, infra/jest/after-env.ts): opening one per
// statement cost ~30 ms each, and fixtures run thousands.
const ownerDbs = new Map<string, Promise<MikroORM>>();

/** Runs `fn` with an EntityManager of the login role (what migrations use), for test set-up only; a fresh `em` each time. */
export async function withOwnerDb<T>(fn: (orm: MikroORM) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL!;
  let opening = ownerDbs.get(url);
  if (!opening) {
    opening = MikroORM.init(ormConfig({ url, poolMax: 2 }));
    ownerDbs.set(url, opening);
    opening.catch(() => ownerDbs.delete(url));
  }
  const orm = await opening;
  // The shared ORM with an entity manager of this call's own: nothing one call loaded is seen by the next.
  return fn(Object.create(orm, { em: { value: orm.em.fork() } }) as MikroORM);
}

/** Closes the owner connections withOwnerDb kept (after each test file, and before a database is dropped). */
export async function closeOwnerDbs(url?: string): Promise<void> {
  const open = [...ownerDbs.entries()].filter(([key]) => !url || key === url);
  for (const [key] of open) ownerDbs.delete(key);
  await Promise.all(open.map(async ([, orm]) => (await orm.catch(() => null))?.close(true)));
}

/** A signing key published the way the auth service publishes its own. */
export async function publishedTestKey(): Promise<SigningKey> {
  const key = await generateSigningKey();
  await withOwnerDb((orm) =>
    orm.em.fork().upsert(AuthSigningKey, {
      kid: key.kid,
      algorithm: key.algorithm,
      publicJwk: { ...key.publicJwk },
      retiredAt: null,
    }),
  );
  return key;
}

/** An Authorization header for a user of `role`. */
export async function bearer(
  key: SigningKey,
  role: Role = 'user',
  userId = crypto.randomUUID(),
): Promise<{ authorization: string }> {
  return {
    authorization: `Bearer ${await signAccessToken(key, { userId, email: `${userId.slice(0, 8)}@contoh.id`, role })}`,
  };
}

/** A multipart body with one file, as a browser sends it. */
export function multipartBody(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----undangin${crypto.randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
export { documentedRoutes, type DocumentedRoute } from './openapi-coverage';

/**
 * Rate limits count in fixed windows aligned to the clock: a test that counts up to a limit first waits out the last
 * 15 seconds of a window, so that all its requests land in one window.
 */
export async function clearOfWindowEdge(windowSeconds: number): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < 15) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 250));
}
