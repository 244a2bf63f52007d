import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '@undangin/db';
import { buildTestService, withOwnerDb } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';
import { pgTools, throwawayServer } from './test-pg-tools';

const root = path.resolve(__dirname, '../../..');
const tools = pgTools();
const drill = tools ? it : it.skip;

async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('the restore drill (infra/backup)', () => {
  drill(
    `serves the same invitation and guest list from a database restored from a backup${tools ? '' : ' (needs pg_dump: set PG_BIN)'}`,
    async () => {
      const [row] = await withOwnerDb((orm) =>
        orm.em
          .getConnection()
          .execute<{ version: string }[]>(`select current_setting('server_version_num') as version`),
      );
      // pg_dump reads servers of its own version or older: else the drill runs on a server of the tools' version.
      const own =
        tools!.major < Math.floor(Number(row?.version) / 10000)
          ? throwawayServer(tools!.bin!, 20000 + (process.pid % 10000))
          : null;
      const base = own?.url ?? process.env.DATABASE_URL!;
      const at = (database: string) => Object.assign(new URL(base), { pathname: `/${database}` }).toString();
      const [source, restored] = [`drill_source_${process.pid}`, `drill_restored_${process.pid}`];
      const dir = mkdtempSync(path.join(os.tmpdir(), 'undangin-backup-'));
      const saved = {
        DATABASE_URL: process.env.DATABASE_URL,
        INVITATION_DATABASE_URL: process.env.INVITATION_DATABASE_URL,
      };
      let app: Awaited<ReturnType<typeof buildTestService>> | null = null;
      try {
        await onServer(base, [`create database "${source}"`, `create database "${restored}"`]);
        await migrate({ url: at(source), withSeed: true });
        process.env.DATABASE_URL = at(source);
        const { slug } = await createInvitation({ couple_name: 'Ayu & Bima' }, ['Budi', 'Sari', 'Dewi']);
        const guests = await sql<{ name: string; code: string }>(
          `select g.name, g.code from guests g join invitations i on i.id = g.invitation_id where i.slug = ? order by g.name`,
          [slug],
        );
        const counts = () =>
          sql<{ t: string; n: number }>(
            `select table_name as t, (xpath('/row/n/text()', query_to_xml('select count(*) as n from public.' || quote_ident(table_name), false, true, '')))[1]::text::int as n
           from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
          );
        const sourceCounts = await counts();

        const file = path.join(dir, 'undangin.dump');
        const env = { ...process.env, PG_BIN: tools!.bin ?? '' };
        execFileSync('sh', ['infra/backup/backup.sh', file], {
          cwd: root,
          env: { ...env, DATABASE_URL: at(source) },
          stdio: 'pipe',
        });
        // The stored dump is recorded in the database it came from, once it is stored (the backup-age alert reads it).
        expect(await sql<{ target: string }>(`select target from backup_runs`)).toEqual([{ target: file }]);
        execFileSync('sh', ['infra/backup/restore.sh', file], {
          cwd: root,
          env: { ...env, DATABASE_URL: at(restored) },
          stdio: 'pipe',
        });

        process.env.DATABASE_URL = at(restored);
        if (own) delete process.env.INVITATION_DATABASE_URL;
        expect(await counts()).toEqual(sourceCounts);
        app = await buildTestService('invitation', invitationRoutes);
        const page = await app.inject({ url: `/api/invitation/public/${slug}` });
        expect(page.statusCode).toBe(200);
        expect(page.json().invitation).toMatchObject({ slug, couple_name: 'Ayu & Bima' });
        expect(guests.map((g) => g.name)).toEqual(['Budi', 'Dewi', 'Sari']);
        for (const guest of guests) {
          const answer = await app.inject({
            url: `/api/invitation/public/${slug}/guest?name=${encodeURIComponent(guest.name)}&key=${guest.code}`,
          });
          expect(answer.json()).toMatchObject({ guest: { name: guest.name } });
        }
        // A restore never lands on a database in use.
        expect(() =>
          execFileSync('sh', ['infra/backup/restore.sh', file], {
            cwd: root,
            env: { ...env, DATABASE_URL: at(restored) },
            stdio: 'pipe',
          }),
        ).toThrow(/tidak kosong/);
      } finally {
        await app?.close();
        Object.assign(process.env, saved);
        if (!saved.INVITATION_DATABASE_URL) delete process.env.INVITATION_DATABASE_URL;
        await onServer(base, [
          `drop database if exists "${source}" with (force)`,
          `drop database if exists "${restored}" with (force)`,
        ]);
        own?.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
