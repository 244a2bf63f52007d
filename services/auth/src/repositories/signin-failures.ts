import { column, selection, type Columns, type EntityManager } from '@undangin/db';
import type { SignInDelays } from '../settings';

const failureColumns = selection('auth_signin_failures', ['account_key', 'client', 'failures', 'last_failed_at']);
const firstFailedAt = column('auth_signin_failures', 'first_failed_at', 'f');

/** When a row's failures start to cost a wait: after `free` of them, doubling every `doublingEvery` more. */
export interface DelayRule {
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
const delaySql = (s: SignInDelays, rule: DelayRule) =>
  `(case when f.failures < ${whole(rule.free)} then 0 else least(${whole(s.maxDelaySeconds)}, ${whole(s.firstDelaySeconds)} *
     power(2, least(30, floor((f.failures - ${whole(rule.free)}) / ${whole(rule.doublingEvery)}::float)))) end)`;

/** A row starts afresh once its window has passed: scattered typos over months never add up to the account's wait. */
const staleSql = (s: SignInDelays) => `${firstFailedAt} <= now() - make_interval(secs => ${whole(s.windowSeconds)})`;

/** One more failure on row `f`, or the first of a fresh window. */
const countSql = (s: SignInDelays) =>
  `failures = case when ${staleSql(s)} then 1 else f.failures + 1 end,
   first_failed_at = case when ${staleSql(s)} then now() else ${firstFailedAt} end, last_failed_at = now()`;

/**
 * Counts one failure on the row unless it is still waiting: then null. Answers the failures now counted; 1 means the
 * row had none to remember.
 */
export async function reserveFailure(
  em: EntityManager,
  s: SignInDelays,
  rule: DelayRule,
  accountKey: string,
  client: string,
): Promise<number | null> {
  const rows = await em.execute<Array<Columns<'auth_signin_failures', 'failures'>>>(
    `insert into auth_signin_failures as f (${failureColumns.sql()}) values (?, ?, 1, now())
     on conflict (account_key, client) do update set ${countSql(s)}
       where ${staleSql(s)} or f.last_failed_at + make_interval(secs => ${delaySql(s, rule)}) <= now()
     returning failures`,
    [accountKey, client],
  );
  return rows[0]?.failures ?? null;
}

/** Seconds (rounded up) until the row lets a try through; null when there is no row. */
export async function secondsToWait(
  em: EntityManager,
  s: SignInDelays,
  rule: DelayRule,
  accountKey: string,
  client: string,
): Promise<number | null> {
  const rows = await em.execute<{ wait: number }[]>(
    `select ceil(extract(epoch from f.last_failed_at + make_interval(secs => ${delaySql(s, rule)}) - now()))::int as wait
     from auth_signin_failures f where account_key = ? and client = ?`,
    [accountKey, client],
  );
  return rows[0]?.wait ?? null;
}

/** Takes back one failure counted on the row, never below none. */
export async function giveBackFailure(em: EntityManager, accountKey: string, client: string): Promise<void> {
  await em.execute(
    `update auth_signin_failures set failures = greatest(failures - 1, 0) where account_key = ? and client = ?`,
    [accountKey, client],
  );
}

/** Counts one failure on the row whether it is waiting or not. */
export async function countFailure(
  em: EntityManager,
  s: SignInDelays,
  accountKey: string,
  client: string,
): Promise<void> {
  await em.execute(
    `insert into auth_signin_failures as f (${failureColumns.sql()}) values (?, ?, 1, now())
     on conflict (account_key, client) do update set ${countSql(s)}`,
    [accountKey, client],
  );
}

/** Rows whose window has passed: they would start afresh anyway. */
export async function deleteStaleFailures(em: EntityManager, s: SignInDelays): Promise<void> {
  await em.execute(`delete from auth_signin_failures f where ${staleSql(s)}`);
}

export async function deleteFailures(em: EntityManager, accountKey: string, client: string): Promise<void> {
  await em.execute(`delete from auth_signin_failures where account_key = ? and client = ?`, [accountKey, client]);
}

/** Every row of the account, its whole-account row included. */
export async function deleteAccountFailures(em: EntityManager, accountKey: string): Promise<void> {
  await em.execute(`delete from auth_signin_failures where account_key = ?`, [accountKey]);
}
