import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import ts from 'typescript';
import { ormConfig } from './config';
import { migrate } from './migrate';
import { scratchDatabase } from './scratch-database';
import { renderSchemaTypes, type SchemaFiles } from './schema-types';

const root = path.resolve(__dirname, '../../..');

/** The generated files on disk, by path inside packages/db/src. */
function filesOnDisk(): SchemaFiles {
  const files: SchemaFiles = {
    'schema.generated.ts': fs.readFileSync(path.join(__dirname, 'schema.generated.ts'), 'utf8'),
  };
  for (const name of fs.readdirSync(path.join(__dirname, 'schema'))) {
    if (name.endsWith('.generated.ts'))
      files[`schema/${name}`] = fs.readFileSync(path.join(__dirname, 'schema', name), 'utf8');
  }
  return files;
}

/** Columns read across services, each dropped on its own (the change rolled back after its types are read). */
const columnsToDrop = [
  ['invitations', 'couple_name'],
  ['invitations', 'event_time'],
  ['guests', 'rsvp_date'],
  ['promos', 'promo_price'],
  ['themes', 'base_theme'],
  ['guests', 'guest_count'],
  ['subscriptions', 'current_period_end'],
  ['orders', 'paid_at'],
  ['plans', 'max_guests_per_invitation'],
  ['auth_users', 'disabled_at'],
] as const;

class RolledBack extends Error {}

/** The schema's types, after `change` when given (inside a transaction that is then rolled back: DDL is transactional). */
async function typesOf(url: string, change?: string): Promise<SchemaFiles> {
  const orm = await MikroORM.init({ ...ormConfig({ url, poolMax: 1 }), logger: () => undefined });
  try {
    if (!change) return await renderSchemaTypes(orm.em.fork());
    let types: SchemaFiles = {};
    await orm.em
      .fork()
      .transactional(async (tx) => {
        await tx.getConnection().execute(change, [], 'run', tx.getTransactionContext());
        types = await renderSchemaTypes(tx);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    return types;
  } finally {
    await orm.close(true);
  }
}

/** The server-side project (tsconfig.node.json) compiled with `types` as the schema's (reusing `old` where it can). */
function compileWith(types: SchemaFiles, old?: ts.Program): ts.Program {
  const configPath = path.join(root, 'tsconfig.node.json');
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root);
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const replaced = new Map(Object.entries(types).map(([file, text]) => [path.join(__dirname, file), text]));
  host.readFile = (file) => replaced.get(path.resolve(file)) ?? readFile(file);
  return ts.createProgram({ rootNames: config.fileNames, options: config.options, host, oldProgram: old });
}

/** The files of a program with type errors. */
function filesWithErrors(program: ts.Program): Set<string> {
  const failing = new Set<string>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (diagnostic.file) failing.add(path.relative(root, diagnostic.file.fileName));
  }
  return failing;
}

/** The repositories (services' and packages/db's shared SQL) whose SQL names `column`; tests, seeds, migrations aside. */
function readersOf(column: string): string[] {
  const found: string[] = [];
  const look = (file: string) => {
    if (!file.endsWith('.ts') || /\.test\.ts$|\.generated\.ts$|\/seed[^/]*$|\/(schema-types|typed-sql)\.ts$/.test(file))
      return;
    // Only the file's strings (its SQL), not its code: a contract field of the same name reads no column.
    const strings = fs.readFileSync(file, 'utf8').match(/`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'/g) ?? [];
    if (strings.some((text) => new RegExp(`\\b${column}\\b`).test(text))) found.push(path.relative(root, file));
  };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else look(path.join(dir, entry.name));
    }
  };
  for (const service of fs.readdirSync(path.join(root, 'services'))) {
    const repositories = path.join(root, 'services', service, 'src', 'repositories');
    if (fs.existsSync(repositories)) walk(repositories);
  }
  for (const entry of fs.readdirSync(__dirname, { withFileTypes: true })) {
    if (entry.isFile()) look(path.join(__dirname, entry.name));
  }
  return found.sort();
}

describe('the row types of SQL (npm run db:types)', () => {
  it('the generated row types are the migrated schema: run `npm run db:types` after a migration', async () => {
    expect(filesOnDisk()).toEqual(await typesOf(process.env.DATABASE_URL!));
  });

  it('writes one file per owning service, each one short, joined by Tables', async () => {
    const files = await typesOf(process.env.DATABASE_URL!);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['schema/auth.generated.ts', 'schema/billing.generated.ts']),
    );
    expect(files['schema/billing.generated.ts']).toMatch(/^ {2}orders: \{$/m);
    expect(files['schema/billing.generated.ts']).not.toMatch(/^ {2}guests: \{$/m);
    for (const text of Object.values(files)) expect(text.split('\n').length).toBeLessThan(300);
  });

  it('a column dropped by a migration fails tsc in every repository that still reads it', async () => {
    const db = await scratchDatabase('types');
    const dropped = new Map<string, SchemaFiles>();
    try {
      await migrate({ url: db.url });
      for (const [table, name] of columnsToDrop) {
        dropped.set(name, await typesOf(db.url, `alter table ${table} drop column ${name} cascade`));
      }
    } finally {
      await db.drop();
    }
    let program: ts.Program | undefined;
    const unnoticed: Record<string, string[]> = {};
    for (const [name, types] of dropped) {
      expect(Object.values(types).join('\n')).not.toMatch(new RegExp(`\\b${name}\\b`));
      program = compileWith(types, program);
      const failing = filesWithErrors(program);
      const readers = readersOf(name);
      // Each of these columns is read by more than one service: the check covers the seams, not one room.
      expect(new Set(readers.map((file) => file.split('/').slice(0, 2).join('/'))).size).toBeGreaterThanOrEqual(2);
      const missed = readers.filter((file) => !failing.has(file));
      if (missed.length) unnoticed[name] = missed;
    }
    expect(unnoticed).toEqual({});
  }, 600_000);
});
