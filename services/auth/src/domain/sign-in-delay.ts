import type { EntityManager } from '@undangin/db';
import {
  countFailure,
  deleteAccountFailures,
  deleteFailures,
  deleteStaleFailures,
  giveBackFailure,
  reserveFailure,
  secondsToWait,
  type DelayRule,
} from '../repositories/signin-failures';
import type { SignInDelays } from '../settings';

// Rule: an address waits after freePerAddress failures, any failed address after freePerAccount; a clean one is always checked.

/** The row that counts an account's failures from all addresses together. */
const wholeAccount = '*';
const accountDoublingEvery = 10;

/** Whole seconds until the row lets a try through (at least 1: it was just found waiting). */
async function waitOf(
  em: EntityManager,
  s: SignInDelays,
  rule: DelayRule,
  accountKey: string,
  client: string,
): Promise<number> {
  return Math.max(1, (await secondsToWait(em, s, rule, accountKey, client)) ?? 1);
}

/** One password try of an account from an address, counted as a failure until it proves right. */
export interface SignInAttempt {
  accountKey: string;
  client: string;
  /** The address had no failures for this account to remember: the account's own wait does not hold it back. */
  clean: boolean;
}

/**
 * Starts a try, or answers the seconds the address must wait first. The try is counted as a failure before its
 * password is checked, so parallel tries cannot slip through together.
 */
export async function beginSignInAttempt(
  em: EntityManager,
  s: SignInDelays,
  accountKey: string,
  client: string,
): Promise<SignInAttempt | { waitSeconds: number }> {
  const perAddress = { free: s.freePerAddress, doublingEvery: 1 };
  const perAccount = { free: s.freePerAccount, doublingEvery: accountDoublingEvery };
  const failures = await reserveFailure(em, s, perAddress, accountKey, client);
  if (failures === null) return { waitSeconds: await waitOf(em, s, perAddress, accountKey, client) };
  if (Math.random() < 0.01) await deleteStaleFailures(em, s);
  const clean = failures === 1;
  if (!clean && (await reserveFailure(em, s, perAccount, accountKey, wholeAccount)) === null) {
    // Refused before any check: the address keeps the count it had.
    await giveBackFailure(em, accountKey, client);
    return { waitSeconds: await waitOf(em, s, perAccount, accountKey, wholeAccount) };
  }
  return { accountKey, client, clean };
}

/** A right password: its address starts afresh for this account, and the account gets back the failure counted. */
export async function signInAttemptSucceeded(em: EntityManager, attempt: SignInAttempt): Promise<void> {
  await deleteFailures(em, attempt.accountKey, attempt.client);
  if (!attempt.clean) await giveBackFailure(em, attempt.accountKey, wholeAccount);
}

/** A wrong password stays counted; a clean address's failure is counted on the account now (it skipped the account's row). */
export async function signInAttemptFailed(em: EntityManager, s: SignInDelays, attempt: SignInAttempt): Promise<void> {
  if (!attempt.clean) return;
  await countFailure(em, s, attempt.accountKey, wholeAccount);
}

/** Forgets an account's failures: its password has just been replaced, so earlier guesses are moot. */
export async function forgetSignInFailures(em: EntityManager, accountKey: string): Promise<void> {
  await deleteAccountFailures(em, accountKey);
}
