import type { EntityManager } from '@undangin/db';
import { insertOneTimeToken, spendOneTimeToken, spendUserTokens, type LinkKind } from '../repositories/one-time-tokens';
import { lockEmailProven, markEmailConfirmed } from '../repositories/users';
import { voidContestedPassword, type PendingSignup } from './accounts';
import { randomToken, tokenHash } from './tokens';

export type { LinkKind };

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
  await insertOneTimeToken(em, tokenHash(token), userId, kind, ttlSeconds, pendingSignup);
  return token;
}

/** Uses the token up (and every other link of that kind for the user); null when unknown, used or expired. */
export async function consumeLinkToken(em: EntityManager, token: string, kind: LinkKind): Promise<ConsumedLink | null> {
  return em.transactional(async (tx) => {
    const link = await spendOneTimeToken(tx, tokenHash(token), kind);
    if (!link) return null;
    await spendUserTokens(tx, link.user_id, kind);
    return { userId: link.user_id, pendingSignup: link.pending_signup ?? null };
  });
}

/** Voids every unused link of a kind for a user: a newer sign-up's link is the only one that works. */
export async function voidLinks(em: EntityManager, userId: string, kind: LinkKind): Promise<void> {
  await spendUserTokens(em, userId, kind);
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
    const proven = await lockEmailProven(tx, link.userId);
    const contested = link.pendingSignup?.contested === true && !proven;
    if (contested) await voidContestedPassword(tx, link.userId, hash);
    await markEmailConfirmed(tx, link.userId, kind === 'confirmation');
    return { userId: link.userId, mustSetPassword: contested };
  });
}
