import type { EntityManager } from '@undangin/db';
import { applyPendingSignup, confirmEmail, type PendingSignup } from './accounts';
import { randomToken, tokenHash } from './tokens';

export type LinkKind = 'confirmation' | 'recovery';

export interface ConsumedLink {
  userId: string;
  /** The credentials of the repeat sign-up this confirmation link was mailed for, if it was. */
  pendingSignup: PendingSignup | null;
}

/** A single-use token for a mailed link, valid for `ttlSeconds`, optionally carrying a repeat sign-up's credentials. */
export async function createLinkToken(
  em: EntityManager,
  userId: string,
  kind: LinkKind,
  ttlSeconds: number,
  pendingSignup: PendingSignup | null = null,
): Promise<string> {
  const token = randomToken();
  await em.execute(
    `insert into auth_one_time_tokens (token_hash, user_id, kind, expires_at, pending_signup)
     values (?, ?, ?, now() + make_interval(secs => ?), ?::jsonb)`,
    [tokenHash(token), userId, kind, ttlSeconds, pendingSignup ? JSON.stringify(pendingSignup) : null],
  );
  return token;
}

/** Uses the token up (and every other link of that kind for the user); null when unknown, used or expired. */
export async function consumeLinkToken(em: EntityManager, token: string, kind: LinkKind): Promise<ConsumedLink | null> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<{ user_id: string; pending_signup: PendingSignup | null }[]>(
      `update auth_one_time_tokens set used_at = now()
       where token_hash = ? and kind = ? and used_at is null and expires_at > now() returning user_id, pending_signup`,
      [tokenHash(token), kind],
    );
    const link = rows[0];
    if (!link) return null;
    await tx.execute(`update auth_one_time_tokens set used_at = now() where user_id = ? and kind = ? and used_at is null`, [link.user_id, kind]);
    return { userId: link.user_id, pendingSignup: link.pending_signup ?? null };
  });
}

/**
 * Follows a mailed link: uses its token up and marks the address proven (any mailed link proves it), applying
 * the credentials of the sign-up a confirmation link was mailed for, all in one transaction. Null when the
 * link is unknown, used or expired.
 */
export async function followLink(em: EntityManager, token: string, kind: LinkKind): Promise<string | null> {
  return em.transactional(async (tx) => {
    const link = await consumeLinkToken(tx, token, kind);
    if (!link) return null;
    if (link.pendingSignup) await applyPendingSignup(tx, link.userId, link.pendingSignup);
    await confirmEmail(tx, link.userId);
    return link.userId;
  });
}
