import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ormConfig } from './config';
import { preparedRows } from './prepared';

describe('preparedRows (hot statements prepared once per connection)', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init({
      ...ormConfig({ url: process.env.DATABASE_URL!, poolMax: 1 }),
      logger: () => undefined,
    });
  });
  afterAll(() => orm.close());

  it('answers the rows of its values, and the connection keeps the statement and one generic plan for it', async () => {
    const em = orm.em.fork();
    const sql = `select ?::int + 1 as next, ?::text as word, ?::boolean as flag, ?::jsonb as list`;
    for (const n of [1, 41, 99])
      expect(await preparedRows(em, sql, [n, 'kata', n > 40, JSON.stringify([n])])).toEqual([
        { next: n + 1, word: 'kata', flag: n > 40, list: [n] },
      ]);
    // One connection in the pool: the statement was parsed once and planned generically from its first call.
    const [kept] = await em.execute<Array<{ generic_plans: string; custom_plans: string; mode: string }>>(
      `select generic_plans, custom_plans, current_setting('plan_cache_mode') as mode
       from pg_prepared_statements where statement like 'select $1::int + 1%'`,
    );
    expect(kept).toEqual({ generic_plans: '3', custom_plans: '0', mode: 'force_generic_plan' });
  });

  it('runs inside the transaction of its EntityManager', async () => {
    const slug = `prepared-${process.pid}`;
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await tx.execute(`create temporary table prepared_probe (slug text primary key) on commit drop`);
        await preparedRows(tx, `insert into prepared_probe (slug) values (?)`, [slug]);
        expect(await preparedRows(tx, `select slug from prepared_probe where slug = ?`, [slug])).toEqual([{ slug }]);
        // The same exception em.execute throws for a second row of one key.
        await preparedRows(tx, `insert into prepared_probe (slug) values (?)`, [slug]);
      }),
    ).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('refuses arrays, which the driver would spread into a list of placeholders', async () => {
    await expect(preparedRows(orm.em.fork(), `select ? as ids`, [[1, 2] as unknown as number])).rejects.toThrow(
      'pass arrays as JSON',
    );
  });
});
