import { missingMigrations, waitForMigrations } from './migrate';
import { serviceNames } from './ownership';

// The test database is migrated by jest's global setup; the services' own logins come from it too, when it made them.
describe('waiting for the migrations (migrate.js --wait)', () => {
  it('finds nothing missing once the migrations ran, read with every service’s own login', async () => {
    expect(await missingMigrations()).toEqual([]);
    for (const service of serviceNames) {
      const url = process.env[`${service.toUpperCase()}_DATABASE_URL`];
      if (url) expect(await missingMigrations({ url })).toEqual([]);
    }
  });

  it('returns at once when the database is up to date', async () => {
    const lines: string[] = [];
    await waitForMigrations({ timeoutSeconds: 5, log: (line) => lines.push(line) });
    expect(lines).toEqual([]);
  });

  it('keeps waiting, then gives up, where no migration ran, and creates nothing there', async () => {
    const empty = new URL(process.env.DATABASE_URL!);
    empty.pathname = '/postgres';
    const lines: string[] = [];
    await expect(
      waitForMigrations({
        url: empty.toString(),
        timeoutSeconds: 0.3,
        intervalMs: 100,
        log: (line) => lines.push(line),
      }),
    ).rejects.toThrow(/migrasi belum lengkap/);
    expect(lines[0]).toMatch(/mikro_orm_migrations/);
    await expect(missingMigrations({ url: empty.toString() })).rejects.toThrow(/mikro_orm_migrations/);
  });
});
