// Writes packages/db/src/schema.generated.ts from the migrated schema: an embedded Postgres of its own (or DB_TYPES_URL's
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
const target = path.join(root, 'packages/db/src/schema.generated.ts');

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
    const text = await renderSchemaTypes(orm.em.fork());
    const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    fs.writeFileSync(target, text);
    console.log(
      before === text ? `${path.relative(root, target)}: sudah terbaru` : `${path.relative(root, target)} ditulis`,
    );
  } finally {
    await orm.close(true);
  }
} finally {
  await postgres?.stop();
}
