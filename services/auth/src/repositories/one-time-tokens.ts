import { column, selection, type Columns, type EntityManager } from '@undangin/db';
import type { PendingSignup } from '../domain/accounts';

export type LinkKind = Columns<'auth_one_time_tokens', 'kind'>['kind'];

const tokenColumns = selection('auth_one_time_tokens', [
  'token_hash',
  'user_id',
  'kind',
  'expires_at',
  'pending_signup',
]);
const usedAt = column('auth_one_time_tokens', 'used_at');

/** A spent token's user and the sign-up it carried (the json as the sign-up wrote it). */
type SpentToken = Columns<'auth_one_time_tokens', 'user_id'> & { pending_signup: PendingSignup | null };

/** A mailed link's token, kept as its SHA-256, valid for `ttlSeconds`. */
export async function insertOneTimeToken(
  em: EntityManager,
  tokenHash: string,
  userId: string,
  kind: LinkKind,
  ttlSeconds: number,
  pendingSignup: PendingSignup | null,
): Promise<void> {
  await em.execute(
    `insert into auth_one_time_tokens (${tokenColumns.sql()})
     values (?, ?, ?, now() + make_interval(secs => ?), ?::jsonb)`,
    [tokenHash, userId, kind, ttlSeconds, pendingSignup ? JSON.stringify(pendingSignup) : null],
  );
}

/**
 * Uses the token up if it is unused and unexpired, answering its user and the sign-up it carried (cleared: it is
 * read once). The row lock makes two clicks of one link use it once.
 */
export async function spendOneTimeToken(
  em: EntityManager,
  tokenHash: string,
  kind: LinkKind,
): Promise<SpentToken | null> {
  const rows = await em.execute<SpentToken[]>(
    `update auth_one_time_tokens t set ${usedAt} = now(), pending_signup = null
     from (select token_hash, pending_signup from auth_one_time_tokens where token_hash = ? and kind = ? and ${usedAt} is null and expires_at > now() for update) old
     where t.token_hash = old.token_hash returning t.user_id, old.pending_signup`,
    [tokenHash, kind],
  );
  return rows[0] ?? null;
}

/** Marks every unused token of a kind for the user used. */
export async function spendUserTokens(em: EntityManager, userId: string, kind: LinkKind): Promise<void> {
  await em.execute(
    `update auth_one_time_tokens set ${usedAt} = now() where user_id = ? and kind = ? and ${usedAt} is null`,
    [userId, kind],
  );
}
