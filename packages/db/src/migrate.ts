import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './config';
import { seed } from './seed';

/** Runs pending migrations (and the seed when asked) as the login role. */
export async function migrate({
  url,
  withSeed = false,
  demo = process.env.SEED_DEMO === '1' || process.env.SEED_DEMO === 'true',
}: { url?: string; withSeed?: boolean; demo?: boolean } = {}): Promise<string[]> {
  const orm = await MikroORM.init(ormConfig({ url, poolMax: 2 }));
  try {
    const applied = await orm.getMigrator().up();
    if (withSeed) await seed(orm.em.fork(), { demo });
    return applied.map((m) => m.name);
  } finally {
    await orm.close(true);
  }
}
