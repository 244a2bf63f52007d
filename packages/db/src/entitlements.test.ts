import { entitlementKeys } from '@undangin/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './config';

describe("the plans table's entitlements", () => {
  it('allow exactly the keys the contracts name (a new key comes with a migration that widens the check)', async () => {
    const orm = await MikroORM.init({
      ...ormConfig({ url: process.env.DATABASE_URL!, poolMax: 1 }),
      logger: () => undefined,
    });
    try {
      const [row] = await orm.em
        .fork()
        .execute<Array<{ definition: string }>>(
          `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'plans_entitlements_known'`,
        );
      const allowed = [...row!.definition.matchAll(/'(\w+)'::text/g)].map((m) => m[1]);
      expect(allowed.sort()).toEqual([...entitlementKeys].sort());
    } finally {
      await orm.close(true);
    }
  });
});
