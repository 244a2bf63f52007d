import type { EntityManager } from '@undangin/db';
import { randomToken, tokenHash } from './tokens';

export type LinkKind = 'confirmation' | 'recovery';

/** A single-use token for a mailed link, valid for `ttlSeconds`. */
export async function createLinkToken(em: EntityManager, userId: string, kind: LinkKind, ttlSeconds: number): Promise<string> {
  const token = randomToken();
  await em.execute(
    `insert into auth_one_time_tokens (token_hash, user_id, kind, expires_at) values (?, ?, ?, now() + make_interval(secs => ?))`,
    [tokenHash(token), userId, kind, ttlSeconds],
  );
  return token;
}

/** Uses the token up (and every other link of that kind for the user); null when unknown, used or expired. */
export async function consumeLinkToken(em: EntityManager, token: string, kind: LinkKind): Promise<string | null> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<{ user_id: string }[]>(
      `update auth_one_time_tokens set used_at = now()
       where token_hash = ? and kind = ? and used_at is null and expires_at > now() returning user_id`,
      [tokenHash(token), kind],
    );
    const userId = rows[0]?.user_id ?? null;
    if (userId) {
      await tx.execute(`update auth_one_time_tokens set used_at = now() where user_id = ? and kind = ? and used_at is null`, [userId, kind]);
    }
    return userId;
  });
}
