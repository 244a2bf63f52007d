import { generateSigningKey } from '@undangin/service-kit';
import { buildTestService } from '@undangin/service-kit/testing';
import { AuthSigningKey } from '@undangin/db';
import { authRoutes } from './app';
import { outboxMailer, type Mailer } from '@undangin/service-kit/mail';
import { readAuthSettings, type AuthSettings } from './settings';

/**
 * The auth service as its tests see it: real Postgres, a published key, settings to taste, and the outbox mailer unless
 * a test brings its own (the SMTP test brings the one the server would choose).
 */
/** Settings a test changes; the rate limits it names are tightened, the others stay roomy. */
export type TestAuthSettings = Omit<Partial<AuthSettings>, 'rateLimits'> & {
  rateLimits?: Partial<AuthSettings['rateLimits']>;
};

export async function buildAuthTestApp(overrides: TestAuthSettings = {}, mailer: Mailer = outboxMailer) {
  const signingKey = await generateSigningKey();
  // Every test file signs up from 127.0.0.1 into one database: limits are tested on their own, with tight values.
  const roomy = { max: 100_000, windowSeconds: 60 };
  const base = readAuthSettings({ SITE_URL: 'http://127.0.0.1:8080' });
  const rateLimits = Object.fromEntries(
    Object.keys(base.rateLimits).map((name) => [name, roomy]),
  ) as AuthSettings['rateLimits'];
  const signInDelays = { ...base.signInDelays, freePerAddress: 100_000, freePerAccount: 100_000 };
  const settings = { ...base, signInDelays, ...overrides, rateLimits: { ...rateLimits, ...overrides.rateLimits } };
  const app = await buildTestService('auth', authRoutes({ signingKey, settings, mailer }));
  await app.orm.em.fork().upsert(AuthSigningKey, {
    kid: signingKey.kid,
    algorithm: signingKey.algorithm,
    publicJwk: { ...signingKey.publicJwk },
    retiredAt: null,
  });
  return { app, settings, signingKey };
}

let counter = 0;
// Jest's workers share one database: each worker's number leads, so two workers making a person in the same
// millisecond never build the same WhatsApp number (profiles.whatsapp is unique). 62812 and 10 digits stays valid.
const worker = (process.env.JEST_WORKER_ID ?? '0').padStart(2, '0').slice(-2);

/** A fresh e-mail and WhatsApp number per call, so tests never collide in the shared test database. */
export function newPerson(prefix = 'tamu') {
  counter += 1;
  const n = `${worker}${`${Date.now() % 1_000_000}${counter}`.padStart(8, '0').slice(-8)}`;
  return {
    email: `${prefix}.${n}.${process.pid}@contoh.id`,
    whatsapp: `0812${n}`,
    normalized: `62812${n}`,
    name: `Tamu ${n}`,
  };
}

/** The link in the newest mail to `to`, read from the outbox. */
export async function latestMailLink(
  app: Awaited<ReturnType<typeof buildAuthTestApp>>['app'],
  to: string,
): Promise<string> {
  const rows = await app.orm.em
    .fork()
    .execute<{ text_body: string }[]>(
      `select text_body from auth_mail_outbox where recipient = ? order by id desc limit 1`,
      [to],
    );
  const link = rows[0]?.text_body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no mail with a link for ${to}`);
  return link;
}

/**
 * Signs `email` up and acts as its mailbox's owner: follows the confirmation link and, when it lands on the reset
 * screen (an address an admin setting names, or a contested one), chooses `password` with the session it opened.
 * Answers where the link landed.
 */
export async function confirmAsMailboxOwner(
  app: Awaited<ReturnType<typeof buildAuthTestApp>>['app'],
  email: string,
  password = 'rahasia123',
): Promise<URL> {
  const link = new URL(await latestMailLink(app, email));
  const landed = new URL((await app.inject({ url: link.pathname + link.search })).headers.location as string);
  const accessToken = new URLSearchParams(landed.hash.slice(1)).get('access_token');
  if (landed.pathname === '/reset-password' && accessToken) {
    const chosen = await app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { password },
    });
    if (chosen.statusCode !== 200) throw new Error(`choosing the password failed: ${chosen.body}`);
  }
  return landed;
}
