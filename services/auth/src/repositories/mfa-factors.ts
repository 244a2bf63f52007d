import { randomUUID } from 'node:crypto';
import { mfaRules, type MfaFactor } from '@undangin/contracts';
import type { Columns, EntityManager, Row } from '@undangin/db';
import { iso } from '@undangin/service-kit';

/** A factor as the auth service keeps it: its secret never leaves this module but to check a code. */
export type FactorRow = Row<'auth_mfa_factors'>;

export type ChallengeRow = Columns<
  'auth_mfa_challenges',
  'id' | 'factor_id' | 'ip' | 'failed_attempts' | 'verified_at'
> & {
  expired: boolean;
};

/** The factor as GoTrue lists it on the user. */
export const toMfaFactor = (row: FactorRow): MfaFactor => ({
  id: row.id,
  ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
  factor_type: 'totp',
  status: row.status,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const listFactors = (em: EntityManager, userId: string) =>
  em.execute<FactorRow[]>(`select * from auth_mfa_factors where user_id = ? order by created_at, id`, [userId]);

export async function findFactor(em: EntityManager, userId: string, factorId: string): Promise<FactorRow | null> {
  const [row] = await em.execute<FactorRow[]>(`select * from auth_mfa_factors where id = ? and user_id = ?`, [
    factorId,
    userId,
  ]);
  return row ?? null;
}

/**
 * The factor, locked until the transaction ends: every verification of one factor runs after the one before, so its
 * count of recent wrong codes is read, checked and raised as one step.
 */
export async function lockFactor(em: EntityManager, userId: string, factorId: string): Promise<FactorRow | null> {
  const [row] = await em.execute<FactorRow[]>(
    `select * from auth_mfa_factors where id = ? and user_id = ? for update`,
    [factorId, userId],
  );
  return row ?? null;
}

/** A new unverified factor; an enrolment left unfinished before it is dropped, so one pending factor exists at most. */
export async function createFactor(
  em: EntityManager,
  userId: string,
  friendlyName: string | null,
  secret: string,
): Promise<FactorRow> {
  await em.execute(`delete from auth_mfa_factors where user_id = ? and status = 'unverified'`, [userId]);
  const [row] = await em.execute<FactorRow[]>(
    `insert into auth_mfa_factors (id, user_id, friendly_name, factor_type, status, secret) values (?, ?, ?, 'totp', 'unverified', ?) returning *`,
    [randomUUID(), userId, friendlyName, secret],
  );
  return row!;
}

export async function deleteFactor(em: EntityManager, factorId: string): Promise<void> {
  // Sessions that reached aal2 with this factor fall back to aal1 from their next refresh.
  await em.execute(`update auth_sessions set aal = 'aal1', factor_id = null where factor_id = ?`, [factorId]);
  await em.execute(`delete from auth_mfa_factors where id = ?`, [factorId]);
}

export async function createChallenge(
  em: EntityManager,
  factorId: string,
  ip: string,
): Promise<{ id: string; expiresAt: number }> {
  const [row] = await em.execute<{ id: string; created_at: Date | string }[]>(
    `insert into auth_mfa_challenges (id, factor_id, ip) values (?, ?, ?) returning id, created_at`,
    [randomUUID(), factorId, ip],
  );
  if (Math.random() < 0.02)
    await em.execute(`delete from auth_mfa_challenges where created_at < now() - interval '1 day'`);
  return { id: row!.id, expiresAt: Math.floor(new Date(row!.created_at).getTime() / 1000) + mfaRules.challengeSeconds };
}

/** The challenge, locked for this verification: two codes sent at once are checked one after the other. */
export async function lockChallenge(
  em: EntityManager,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | null> {
  const [row] = await em.execute<ChallengeRow[]>(
    `select id, factor_id, ip, failed_attempts, verified_at, created_at < now() - make_interval(secs => ?) as expired
     from auth_mfa_challenges where id = ? and factor_id = ? for update`,
    [mfaRules.challengeSeconds, challengeId, factorId],
  );
  return row ?? null;
}

/** Wrong codes the factor took lately, over all its challenges: a password alone must not buy unlimited guesses. */
export async function recentFailures(em: EntityManager, factorId: string): Promise<number> {
  const [row] = await em.execute<{ n: string | number }[]>(
    `select coalesce(sum(failed_attempts), 0) as n from auth_mfa_challenges
     where factor_id = ? and created_at > now() - make_interval(mins => ?)`,
    [factorId, mfaRules.failureWindowMinutes],
  );
  return Number(row?.n ?? 0);
}

export async function countFailure(em: EntityManager, challengeId: string): Promise<void> {
  await em.execute(`update auth_mfa_challenges set failed_attempts = failed_attempts + 1 where id = ?`, [challengeId]);
}

/**
 * Uses up a code's time step: a code is good once, and never one older than the last one used. False when the step
 * was used already (a replayed code).
 */
export async function spendStep(
  em: EntityManager,
  factorId: string,
  challengeId: string,
  step: number,
): Promise<boolean> {
  const used = await em.execute<{ id: string }[]>(
    `update auth_mfa_factors set last_used_step = ?, status = 'verified', updated_at = now()
     where id = ? and (last_used_step is null or last_used_step < ?) returning id`,
    [step, factorId, step],
  );
  if (!used[0]) return false;
  await em.execute(`update auth_mfa_challenges set verified_at = now() where id = ?`, [challengeId]);
  return true;
}

/** Lifts the session to aal2 with this factor; a first verification also ends the account's other aal1 sessions. */
export async function raiseSession(
  em: EntityManager,
  userId: string,
  sessionId: string,
  factorId: string,
  firstVerification: boolean,
): Promise<void> {
  await em.execute(`update auth_sessions set aal = 'aal2', factor_id = ? where id = ? and user_id = ?`, [
    factorId,
    sessionId,
    userId,
  ]);
  if (firstVerification)
    await em.execute(`delete from auth_sessions where user_id = ? and id <> ? and aal = 'aal1'`, [userId, sessionId]);
}
