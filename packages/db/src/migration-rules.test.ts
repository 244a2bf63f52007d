import { lastMigrationBeforeRules, migrationProblems, plannedSql } from './migration-rules';
import { migrationsList } from './migrations';

describe('migrations on large tables', () => {
  const cutoff = migrationsList.findIndex((m) => m.name === lastMigrationBeforeRules);
  const newer = migrationsList.slice(cutoff + 1);

  it.each(newer.map((m) => [m.name, m.class]))(
    '%s builds indexes concurrently and adds constraints NOT VALID',
    async (_name, cls) => {
      const { sqls, transactional } = await plannedSql(cls as never);
      expect(migrationProblems(sqls, transactional)).toEqual([]);
    },
  );

  it('flags a plain index or a validated constraint on guests, and concurrently inside a transaction', () => {
    expect(migrationProblems([`create index "guests_x" on "guests" ("name")`], true)).toHaveLength(1);
    expect(migrationProblems([`create unique index if not exists guests_y on guests (code)`], true)).toHaveLength(1);
    expect(migrationProblems([`create index concurrently if not exists "g" on "guests" ("name")`], false)).toEqual([]);
    expect(migrationProblems([`create index concurrently "g" on "guests" ("name")`], true)).toHaveLength(1);
    expect(
      migrationProblems([`alter table "guestbook_entries" add constraint "c" check (length("name") < 200)`], true),
    ).toHaveLength(1);
    expect(migrationProblems([`alter table "guests" add constraint "c" check ("seats" < 99) not valid`], true)).toEqual(
      [],
    );
    expect(migrationProblems([`create index "orders_x" on "orders" ("status")`], true)).toEqual([]);
  });

  it('still finds the plain index the guest tools added before the rule', async () => {
    const guestTools = migrationsList.find((m) => m.name === 'Migration20261125060000GuestTools')!;
    const { sqls, transactional } = await plannedSql(guestTools.class as never);
    const problems = migrationProblems(sqls, transactional).join('\n');
    expect(problems).toMatch(/without concurrently.*guests_invitation_name_idx/);
    expect(problems).toMatch(/without not valid.*guests_source_check/);
  });
});
