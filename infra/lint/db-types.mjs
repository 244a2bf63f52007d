// Writes packages/db/src/schema.generated.ts and schema/<service>.generated.ts from the migrated schema: an embedded Postgres of its own (or DB_TYPES_URL's
// server), a fresh database, every migration, then the catalogue read back as types. `npm run db:types` runs it after a
// migration; packages/db/src/schema-types.test.ts fails while the file is behind.
// Usage: node --import tsx infra/lint/db-types.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../packages/db/src/config.ts';
import { renderSchemaTypes } from '../../packages/db/src/schema-types.ts';
import { startEmbeddedPostgres } from '../local/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = path.join(root, 'packages/db/src');

let postgres = null;
let url = process.env.DB_TYPES_URL;
if (!url) {
  postgres = await startEmbeddedPostgres({
    dataDir: path.join(root, '.data', 'types-pg'),
    port: Number(process.env.DB_TYPES_PORT ?? 54361),
    database: 'postgres',
  });
  url = await postgres.recreateDatabase('undangin_types');
}
try {
  const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', 'migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`migrasi gagal:\n${migrated.stdout}\n${migrated.stderr}`);
  const orm = await MikroORM.init({ ...ormConfig({ url, poolMax: 1 }), logger: () => undefined });
  try {
    const files = await renderSchemaTypes(orm.em.fork());
    const stale = fs
      .readdirSync(path.join(source, 'schema'))
      .filter((name) => name.endsWith('.generated.ts') && !(`schema/${name}` in files));
    for (const name of stale) fs.rmSync(path.join(source, 'schema', name));
    const written = Object.entries(files).filter(([file, text]) => {
      const target = path.join(source, file);
      if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) return false;
      fs.writeFileSync(target, text);
      return true;
    });
    const changed = [...written.map(([file]) => file), ...stale.map((name) => `schema/${name} (dihapus)`)];
    console.log(changed.length ? `ditulis: ${changed.join(', ')}` : 'tipe skema sudah terbaru');
  } finally {
    await orm.close(true);
  }
} finally {
  await postgres?.stop();
}
