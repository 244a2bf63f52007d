import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

type Param = string | number | boolean | Date | null;

/**
 * Runs `sql` (with `?` placeholders) as a named prepared statement and answers its rows.
 *
 * `em.execute` writes the parameters into the SQL text, so Postgres parses and plans every call anew; on the hot paths
 * (an RSVP, the owner's guest list, every rate-limited request) planning cost as much as running the statement. A
 * named statement is parsed and planned once per connection: the pool's connections keep generic plans
 * (`plan_cache_mode`, config.ts). For statements whose best plan does not depend on the values (lookups by key, a
 * page of one invitation's list); a statement whose plan should follow its values (a search) stays on `em.execute`.
 *
 * Needs a session per connection (direct, or PgBouncer in session mode, as deployed). Arrays are refused: knex
 * would spread them into a list of placeholders; pass them as JSON or a Postgres array literal.
 */
export async function preparedRows<T>(em: EntityManager, sql: string, params: readonly Param[]): Promise<T[]> {
  if (params.some((param) => Array.isArray(param))) throw new TypeError('preparedRows: pass arrays as JSON');
  const name = `u_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
  const query = em
    .getConnection()
    .getKnex()
    .raw(sql, params as Param[])
    .options({ name });
  const transaction = em.getTransactionContext();
  if (transaction) query.transacting(transaction);
  try {
    const result = (await query) as { rows: T[] };
    return result.rows;
  } catch (error) {
    // The same exceptions em.execute throws (a unique violation as UniqueConstraintViolationException, …).
    throw em.getDriver().convertException(error as Error);
  }
}
