import type { EntityManager } from '@undangin/db';
import type { SignInDelays } from '../settings';

// Rule: an address waits after freePerAddress failures, any failed address after freePerAccount; a clean one is always checked.

/** The row that counts an account's failures from all addresses together. */
const wholeAccount = '*';
const accountDoublingEvery = 10;

interface Rule {
  free: number;
  doublingEvery: number;
}

/** The settings are whole numbers the service read at start: written into the SQL, they keep it one statement. */
const whole = (n: number): number => {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return n;
};

/**
 * The wait (seconds) a row `f` imposes from its last failure: none below `free` failures, then `firstDelaySeconds`
 * doubling every `doublingEvery` failures up to `maxDelaySeconds` (the exponent capped so power() cannot overflow).
 */
const delaySql = (s: SignInDelays, rule: Rule) =>
  `(case when f.failures < ${whole(rule.free)} then 0 else least(${whole(s.maxDelaySeconds)}, ${whole(s.firstDelaySeconds)} *
     power(2, least(30, floor((f.failures - ${whole(rule.free)}) / ${whole(rule.doublingEvery)}::float)))) end)`;

/** A row starts afresh once its window has passed: scattered typos over months never add up to the account's wait. */
const staleSql = (s: SignInDelays) => `f.first_failed_at <= now() - make_interval(secs => ${whole(s.windowSeconds)})`;

/** One more failure on row `f`, or the first of a fresh window. */
const countSql = (s: SignInDelays) =>
  `failures = case when ${staleSql(s)} then 1 else f.failures + 1 end,
   first_failed_at = case when ${staleSql(s)} then now() else f.first_failed_at end, last_failed_at = now()`;

/**
 * Counts one try as a failure before its password is checked (parallel tries cannot slip through together), unless the
 * row is still waiting: then null. Answers the failures now counted; 1 means the row had none to remember.
 */
async function reserve(
  em: EntityManager,
  s: SignInDelays,
  rule: Rule,
  accountKey: string,
  client: string,
): Promise<number | null> {
  const rows = await em.execute<{ failures: number }[]>(
    `insert into auth_signin_failures as f (account_key, client, failures, last_failed_at) values (?, ?, 1, now())
     on conflict (account_key, client) do update set ${countSql(s)}
       where ${staleSql(s)} or f.last_failed_at + make_interval(secs => ${delaySql(s, rule)}) <= now()
     returning failures`,
    [accountKey, client],
  );
  return rows[0]?.failures ?? null;
}

/** Whole seconds until the row lets a try through (at least 1: it was just found waiting). */
async function waitOf(
  em: EntityManager,
  s: SignInDelays,
  rule: Rule,
  accountKey: string,
  client: string,
): Promise<number> {
  const rows = await em.execute<{ wait: number }[]>(
    `select ceil(extract(epoch from f.last_failed_at + make_interval(secs => ${delaySql(s, rule)}) - now()))::int as wait
     from auth_signin_failures f where account_key = ? and client = ?`,
    [accountKey, client],
  );
  return Math.max(1, rows[0]?.wait ?? 1);
}

const giveBack = (em: EntityManager, accountKey: string, client: string) =>
  em.execute(
    `update auth_signin_failures set failures = greatest(failures - 1, 0) where account_key = ? and client = ?`,
    [accountKey, client],
  );

/** One password try of an account from an address, counted as a failure until it proves right. */
export interface SignInAttempt {
  accountKey: string;
  client: string;
  /** The address had no failures for this account to remember: the account's own wait does not hold it back. */
  clean: boolean;
}

/** Starts a try, or answers the seconds the address must wait first. */
export async function beginSignInAttempt(
  em: EntityManager,
  s: SignInDelays,
  accountKey: string,
  client: string,
): Promise<SignInAttempt | { waitSeconds: number }> {
  const perAddress = { free: s.freePerAddress, doublingEvery: 1 };
  const perAccount = { free: s.freePerAccount, doublingEvery: accountDoublingEvery };
  const failures = await reserve(em, s, perAddress, accountKey, client);
  if (failures === null) return { waitSeconds: await waitOf(em, s, perAddress, accountKey, client) };
  if (Math.random() < 0.01) await em.execute(`delete from auth_signin_failures f where ${staleSql(s)}`);
  const clean = failures === 1;
  if (!clean && (await reserve(em, s, perAccount, accountKey, wholeAccount)) === null) {
    // Refused before any check: the address keeps the count it had.
    await giveBack(em, accountKey, client);
    return { waitSeconds: await waitOf(em, s, perAccount, accountKey, wholeAccount) };
  }
  return { accountKey, client, clean };
}

/** A right password: its address starts afresh for this account, and the account gets back the failure counted. */
export async function signInAttemptSucceeded(em: EntityManager, attempt: SignInAttempt): Promise<void> {
  await em.execute(`delete from auth_signin_failures where account_key = ? and client = ?`, [
    attempt.accountKey,
    attempt.client,
  ]);
  if (!attempt.clean) await giveBack(em, attempt.accountKey, wholeAccount);
}

/** A wrong password stays counted; a clean address's failure is counted on the account now (it skipped the account's row). */
export async function signInAttemptFailed(em: EntityManager, s: SignInDelays, attempt: SignInAttempt): Promise<void> {
  if (!attempt.clean) return;
  await em.execute(
    `insert into auth_signin_failures as f (account_key, client, failures, last_failed_at) values (?, ?, 1, now())
     on conflict (account_key, client) do update set ${countSql(s)}`,
    [attempt.accountKey, wholeAccount],
  );
}

/** Forgets an account's failures: its password has just been replaced, so earlier guesses are moot. */
export async function forgetSignInFailures(em: EntityManager, accountKey: string): Promise<void> {
  await em.execute(`delete from auth_signin_failures where account_key = ?`, [accountKey]);
}
