import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './config';
import { dbRoleOf } from './ownership';
import { demoRefusedInProduction, seed } from './seed';
import { AuthUser } from './entities';
import { privateDatabase, type PrivateDatabase } from './private-database';

async function asRole<T>(
  service: Parameters<typeof dbRoleOf>[0] | null,
  fn: (orm: MikroORM) => Promise<T>,
): Promise<T> {
  const orm = await MikroORM.init(
    ormConfig({ url: process.env.DATABASE_URL!, role: service ? dbRoleOf(service) : null, poolMax: 1 }),
  );
  try {
    return await fn(orm);
  } finally {
    await orm.close(true);
  }
}

describe('table ownership', () => {
  it('lets only the owning service write a table, and every service read it', async () => {
    const write = (orm: MikroORM) =>
      orm.em
        .getConnection()
        .execute(
          `insert into app_settings (key, value) values ('ownership-test', '{}'::jsonb) on conflict (key) do update set value = excluded.value`,
        );
    await expect(asRole('marketing', write)).rejects.toThrow(/permission denied/);
    await expect(asRole('auth', write)).rejects.toThrow(/permission denied/);
    await expect(asRole('admin', write)).resolves.toBeDefined();
    const rows = await asRole('marketing', (orm) =>
      orm.em.getConnection().execute(`select key from app_settings where key = 'ownership-test'`),
    );
    expect(rows).toEqual([{ key: 'ownership-test' }]);
  });

  it('keeps signing keys writable by the auth service only', async () => {
    const write = (orm: MikroORM) =>
      orm.em
        .getConnection()
        .execute(`insert into auth_signing_keys (kid, algorithm, public_jwk) values ('forged', 'EdDSA', '{}'::jsonb)`);
    await expect(asRole('dashboard', write)).rejects.toThrow(/permission denied/);
    await expect(asRole('admin', write)).rejects.toThrow(/permission denied/);
  });
});

// Before the fix the admin service's role could update and delete audit rows, and billing's rewrite order_events.
describe('history that proves what happened', () => {
  it.each([
    ['admin', 'admin_audit_log', `actor_email = 'penyusup@contoh.id'`],
    ['billing', 'order_events', `status = 'paid'`],
  ] as const)('lets %s add to %s and read it, never change or remove a row', async (service, table, change) => {
    const tried = (sql: string) => asRole(service, (orm) => orm.em.getConnection().execute(sql));
    await expect(tried(`select count(*) from ${table}`)).resolves.toBeDefined();
    await expect(tried(`update ${table} set ${change}`)).rejects.toThrow(/permission denied/);
    await expect(tried(`delete from ${table}`)).rejects.toThrow(/permission denied/);
    await expect(tried(`truncate ${table}`)).rejects.toThrow(/permission denied/);
  });
});

describe('credentials', () => {
  it('are readable by the auth service only: other services see who a user is, never the hash or the tokens', async () => {
    await expect(
      asRole('dashboard', (orm) => orm.em.getConnection().execute(`select id, email, role from auth_users limit 1`)),
    ).resolves.toBeDefined();
    // The entity, as any service would use it, loads without the hash.
    await expect(asRole('admin', (orm) => orm.em.fork().find(AuthUser, {}, { limit: 1 }))).resolves.toBeDefined();
    await expect(
      asRole('dashboard', (orm) => orm.em.getConnection().execute(`select encrypted_password from auth_users limit 1`)),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole('admin', (orm) => orm.em.getConnection().execute(`select * from auth_refresh_tokens limit 1`)),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole('marketing', (orm) => orm.em.getConnection().execute(`select * from auth_mail_outbox limit 1`)),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole('auth', (orm) => orm.em.getConnection().execute(`select encrypted_password from auth_users limit 1`)),
    ).resolves.toBeDefined();
    await expect(
      asRole('invitation', (orm) => orm.em.getConnection().execute(`update profiles set name = 'x' where false`)),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('seed', () => {
  // A database of its own: the admin service's tests save the site settings in the shared one at the same time.
  let database: PrivateDatabase;
  beforeAll(async () => {
    database = await privateDatabase('seed');
  }, 60_000);
  afterAll(() => database?.drop());

  it('is idempotent and never overwrites what an admin changed', async () => {
    await asRole(null, async (orm) => {
      const connection = orm.em.getConnection();
      await seed(orm.em.fork());
      await connection.execute(
        `update app_settings set value = jsonb_set(value, '{tagline}', '"Diubah admin"') where key = 'site'`,
      );
      await seed(orm.em.fork());
      const rows = await connection.execute(`select value->>'tagline' as tagline from app_settings where key = 'site'`);
      expect(rows).toEqual([{ tagline: 'Diubah admin' }]);
    });
  });

  it('adds the demo accounts only when asked, with argon2id hashes', async () => {
    await asRole(null, async (orm) => {
      await seed(orm.em.fork(), { demo: true });
      await seed(orm.em.fork(), { demo: true });
      const rows = await orm.em.getConnection().execute(
        `select u.email, u.role, p.whatsapp, u.encrypted_password like '$argon2id$%' as argon2id from auth_users u join profiles p using (id)
         where u.email in ('admin@undangin.id', 'demo@contoh.id') order by u.email`,
      );
      expect(rows).toEqual([
        { email: 'admin@undangin.id', role: 'admin', whatsapp: null, argon2id: true },
        { email: 'demo@contoh.id', role: 'user', whatsapp: '6281234567890', argon2id: true },
      ]);
    });
  });

  it('refuses the demo accounts in production, whatever SEED_DEMO asked, and says so', async () => {
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const outcome = await asRole(null, (orm) =>
        seed(orm.em.fork(), { demo: true, env: { NODE_ENV: 'production', SEED_DEMO: '1' } }),
      );
      expect(outcome).toEqual({ demo: false });
      expect(said).toHaveBeenCalledWith(demoRefusedInProduction);
    } finally {
      said.mockRestore();
    }
  });
});
