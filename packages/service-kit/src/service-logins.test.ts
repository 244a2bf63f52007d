import pg from 'pg';
import { readConfig } from './config';

const services = ['auth', 'marketing', 'invitation', 'dashboard', 'admin', 'billing'] as const;

async function as<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe("each service's own Postgres login", () => {
  it.each(services)('%s logs in as its own role, no superuser, and needs no SET ROLE', async (service) => {
    const config = readConfig(service);
    expect(config.dbRole).toBeNull();
    const [row] = await as(
      config.databaseUrl,
      async (db) =>
        (await db.query(`select session_user as login, rolsuper from pg_roles where rolname = session_user`)).rows,
    );
    expect(row).toEqual({ login: `undangin_${service}`, rolsuper: false });
  });

  it("cannot RESET ROLE or SET ROLE its way into another service's tables", async () => {
    const { databaseUrl } = readConfig('marketing');
    await as(databaseUrl, async (db) => {
      await db.query('reset role');
      await expect(db.query(`update auth_users set role = 'admin'`)).rejects.toThrow(/permission denied/);
      await expect(db.query(`insert into app_settings (key, value) values ('serangan', '1'::jsonb)`)).rejects.toThrow(
        /permission denied/,
      );
      await expect(db.query(`select * from auth_sessions limit 1`)).rejects.toThrow(/permission denied/);
      await expect(db.query('set role postgres')).rejects.toThrow(/permission denied/);
      await expect(db.query('set role undangin_auth')).rejects.toThrow(/permission denied/);
      await expect(db.query(`alter role undangin_marketing superuser`)).rejects.toThrow(
        /permission denied|must be superuser/,
      );
    });
  });
});
