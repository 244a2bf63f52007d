import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './config';
import { migrate, migrationStatus, revertMigrations } from './migrate';
import { migrationsList } from './migrations';
import { scratchDatabase, schemaFingerprintSql } from './scratch-database';
import { seed } from './seed';

const names = migrationsList.map((m) => m.name);

async function withOrm<T>(url: string, fn: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({ ...ormConfig({ url, poolMax: 2 }), logger: () => undefined });
  try {
    return await fn(orm);
  } finally {
    await orm.close(true);
  }
}

const fingerprint = async (orm: MikroORM) =>
  (await orm.em.getConnection().execute<{ line: string }[]>(schemaFingerprintSql)).map((row) => row.line);

describe('npm run migrate', () => {
  it('applies each migration once when two runs start together on a fresh database', async () => {
    const db = await scratchDatabase('race');
    try {
      const [first, second] = await Promise.all([migrate({ url: db.url }), migrate({ url: db.url })]);
      expect([...first, ...second].sort()).toEqual([...names].sort());
      expect(first.length === 0 || second.length === 0).toBe(true);
      const rows = await withOrm(db.url, (orm) =>
        orm.em
          .getConnection()
          .execute<{ name: string; runs: string }[]>(
            `select name, count(*) as runs from mikro_orm_migrations group by name`,
          ),
      );
      expect(rows.map((row) => Number(row.runs))).toEqual(names.map(() => 1));
      expect(await migrationStatus({ url: db.url })).toMatchObject({ pending: [], unknown: [] });
      // Rate-limit counts stay out of the write-ahead log (a guest's answer waits on one WAL flush, not two).
      const [limits] = await withOrm(db.url, (orm) =>
        orm.em
          .getConnection()
          .execute<{ relpersistence: string }[]>(
            `select relpersistence from pg_class where relname = 'invitation_rate_limits'`,
          ),
      );
      expect(limits?.relpersistence).toBe('u');
    } finally {
      await db.drop();
    }
  }, 120_000);

  it('reverts the latest migration with down, says so in status, and applies it again with up', async () => {
    const db = await scratchDatabase('down');
    try {
      await migrate({ url: db.url, withSeed: true });
      expect(await revertMigrations({ url: db.url })).toEqual([names.at(-1)]);
      expect((await migrationStatus({ url: db.url })).pending).toEqual([names.at(-1)]);
      expect(await migrate({ url: db.url })).toEqual([names.at(-1)]);
      await expect(revertMigrations({ url: db.url, to: 'Migration1Nope' })).rejects.toThrow(/tidak dikenal/);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it('brings every migration down and up again on a seeded database, each step to the same schema and grants', async () => {
    const db = await scratchDatabase('roundtrip');
    try {
      await withOrm(db.url, async (orm) => {
        const migrator = orm.getMigrator();
        await migrator.getExecutedMigrations();
        const levels = [await fingerprint(orm)];
        for (const name of names) {
          await migrator.up({ to: name });
          levels.push(await fingerprint(orm));
        }
        await seed(orm.em.fork(), { demo: true });
        for (let level = names.length - 1; level >= 0; level--) {
          expect(await migrator.down()).toEqual([expect.objectContaining({ name: names[level] })]);
          const now = await fingerprint(orm);
          const before = levels[level]!;
          const change = {
            extra: now.filter((line) => !before.includes(line)),
            missing: before.filter((line) => !now.includes(line)),
          };
          expect({ down: names[level], ...change }).toEqual({ down: names[level], extra: [], missing: [] });
        }
        await migrator.up();
        expect(await fingerprint(orm)).toEqual(levels.at(-1));
        await seed(orm.em.fork(), { demo: true });
      });
    } finally {
      await db.drop();
    }
  }, 300_000);
});
