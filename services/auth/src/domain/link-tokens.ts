import type { EntityManager } from '@undangin/db';
import { confirmEmail, voidContestedPassword, type PendingSignup } from './accounts';
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
      `update auth_one_time_tokens t set used_at = now(), pending_signup = null
       from (select token_hash, pending_signup from auth_one_time_tokens where token_hash = ? and kind = ? and used_at is null and expires_at > now() for update) old
       where t.token_hash = old.token_hash returning t.user_id, old.pending_signup`,
      [tokenHash(token), kind],
    );
    const link = rows[0];
    if (!link) return null;
    await tx.execute(
      `update auth_one_time_tokens set used_at = now() where user_id = ? and kind = ? and used_at is null`,
      [link.user_id, kind],
    );
    return { userId: link.user_id, pendingSignup: link.pending_signup ?? null };
  });
}

/** Voids every unused link of a kind for a user: a newer sign-up's link is the only one that works. */
export async function voidLinks(em: EntityManager, userId: string, kind: LinkKind): Promise<void> {
  await em.execute(
    `update auth_one_time_tokens set used_at = now() where user_id = ? and kind = ? and used_at is null`,
    [userId, kind],
  );
}

export interface FollowedLink {
  userId: string;
  /** The address was contested: its passwords are void and the owner must choose one now. */
  mustSetPassword: boolean;
}

/**
 * Follows a mailed link: uses its token up and marks the address proven, all in one transaction. Only a sign-up's
 * confirmation link earns the admin rule (ADMIN_EMAILS, ADMIN_DOMAIN): a reset link can be asked for any account,
 * an auto-confirmed one included, and is not that proof. A contested sign-up's link also voids every password set by a sign-up (`unusableHash`).
 * Null when the link is unknown, used or expired.
 */
export async function followLink(
  em: EntityManager,
  token: string,
  kind: LinkKind,
  unusableHash: () => Promise<string>,
): Promise<FollowedLink | null> {
  const hash = kind === 'confirmation' ? await unusableHash() : '';
  return em.transactional(async (tx) => {
    const link = await consumeLinkToken(tx, token, kind);
    if (!link) return null;
    // Contested only while nobody has proven the address: once its owner has (a reset link, say), the account is theirs.
    const [owner] = await tx.execute<{ proven: boolean }[]>(
      `select email_confirmed_at is not null as proven from auth_users where id = ? for update`,
      [link.userId],
    );
    const contested = link.pendingSignup?.contested === true && !owner?.proven;
    if (contested) await voidContestedPassword(tx, link.userId, hash);
    await confirmEmail(tx, link.userId, kind === 'confirmation');
    return { userId: link.userId, mustSetPassword: contested };
  });
}
