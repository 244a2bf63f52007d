import type { Migration } from '@mikro-orm/migrations';

/** Tables that grow with every guest and visit: a write lock on them stops RSVPs and the guest book for its length. */
export const largeTables = ['guests', 'invitation_views', 'guestbook_entries'];

/**
 * Migrations up to this one ran before the rules (their guests index and check were added while the table was small,
 * and editing an applied migration changes nothing on a database that already ran it).
 */
export const lastMigrationBeforeRules = 'Migration20261126110000MigrationsReadable';

const onLargeTable = (sql: string, pattern: string) =>
  largeTables.some((table) => new RegExp(`${pattern}\\s+"?${table}"?[\\s(]`, 'i').test(sql));

/**
 * What a migration would do that locks writes on a large table for the length of a scan or a build, or cannot run:
 * `create index` there without `concurrently` (which in turn needs the migration out of a transaction:
 * `override isTransactional() { return false; }`), and a check or foreign key added there without `not valid`
 * (validate it in a later migration: `alter table … validate constraint …` lets writes go on).
 */
export function migrationProblems(sqls: string[], transactional: boolean): string[] {
  const problems: string[] = [];
  for (const sql of sqls) {
    const text = sql.replace(/\s+/g, ' ').trim();
    const index = /^create (unique )?index (concurrently )?(if not exists )?\S+ on (only )?"?(\w+)"?/i.exec(text);
    if (index?.[5] && largeTables.includes(index[5]) && !index[2])
      problems.push(`create index on ${index[5]} without concurrently: ${text}`);
    if (index?.[2] && transactional) problems.push(`create index concurrently inside a transaction: ${text}`);
    if (
      onLargeTable(text, 'alter table( if exists)?( only)?') &&
      /add constraint \S+ (check|foreign key)/i.test(text) &&
      !/not valid/i.test(text)
    )
      problems.push(`constraint added without not valid: ${text}`);
  }
  return problems;
}

/** The SQL a migration's up() would run, and whether it runs in a transaction, without a database. */
export async function plannedSql(
  MigrationClass: new (...args: never[]) => Migration,
): Promise<{ sqls: string[]; transactional: boolean }> {
  const migration = new (MigrationClass as unknown as new (driver: unknown, config: unknown) => Migration)(null, null);
  await migration.up();
  const sqls = migration.getQueries().filter((sql): sql is string => typeof sql === 'string');
  return { sqls, transactional: migration.isTransactional() };
}
