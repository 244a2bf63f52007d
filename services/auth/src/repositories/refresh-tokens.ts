import { selection, type Columns, type EntityManager } from '@undangin/db';

// Tokens are kept only as their SHA-256 (`tokenHash`): a leaked table signs nobody in.

const tokenColumns = selection('auth_refresh_tokens', ['token_hash', 'session_id', 'parent_hash']);
type SessionRow = Columns<'auth_refresh_tokens', 'session_id'>;

/** A refresh token of the session's family; `parentHash` is the token it replaced, if any. */
export async function insertRefreshToken(
  em: EntityManager,
  tokenHash: string,
  sessionId: string,
  parentHash: string | null = null,
): Promise<void> {
  await em.execute(`insert into auth_refresh_tokens (${tokenColumns.sql()}) values (${tokenColumns.placeholders()})`, [
    tokenHash,
    sessionId,
    parentHash,
  ]);
}

/** Uses the token up; its session, or null when the token is unknown or was used already. */
export async function spendRefreshToken(em: EntityManager, tokenHash: string): Promise<string | null> {
  const used = await em.execute<SessionRow[]>(
    `update auth_refresh_tokens set revoked = true, updated_at = now() where token_hash = ? and revoked = false returning session_id`,
    [tokenHash],
  );
  return used[0]?.session_id ?? null;
}

/** The session a token belongs to, used or not; null for a token never issued (or whose session is gone). */
export async function sessionOfRefreshToken(em: EntityManager, tokenHash: string): Promise<string | null> {
  const known = await em.execute<SessionRow[]>(`select session_id from auth_refresh_tokens where token_hash = ?`, [
    tokenHash,
  ]);
  return known[0]?.session_id ?? null;
}
