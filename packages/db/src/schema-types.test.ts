import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import ts from 'typescript';
import { ormConfig } from './config';
import { migrate } from './migrate';
import { scratchDatabase } from './scratch-database';
import { renderSchemaTypes } from './schema-types';

const root = path.resolve(__dirname, '../../..');
const generated = path.join(__dirname, 'schema.generated.ts');

async function typesOf(url: string, change?: string): Promise<string> {
  const orm = await MikroORM.init({ ...ormConfig({ url, poolMax: 1 }), logger: () => undefined });
  try {
    if (change) await orm.em.getConnection().execute(change);
    return await renderSchemaTypes(orm.em.fork());
  } finally {
    await orm.close(true);
  }
}

/** The files of the server-side project (tsconfig.node.json) with type errors when the schema's types are `types`. */
function filesFailingWith(types: string): Set<string> {
  const configPath = path.join(root, 'tsconfig.node.json');
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root);
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === generated ? types : readFile(file));
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  const failing = new Set<string>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (diagnostic.file) failing.add(path.relative(root, diagnostic.file.fileName));
  }
  return failing;
}

/** The server files whose SQL reads `column` (word match), tests and the generated file aside. */
function readersOf(column: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !/\.test\.ts$|schema\.generated\.ts$/.test(entry.name)) {
        if (new RegExp(`\\b${column}\\b`).test(fs.readFileSync(file, 'utf8'))) found.push(path.relative(root, file));
      }
    }
  };
  for (const service of fs.readdirSync(path.join(root, 'services'))) {
    const repositories = path.join(root, 'services', service, 'src', 'repositories');
    if (fs.existsSync(repositories)) walk(repositories);
  }
  return found.sort();
}

describe('the row types of SQL (npm run db:types)', () => {
  it('schema.generated.ts is the migrated schema: run `npm run db:types` after a migration', async () => {
    const current = await typesOf(process.env.DATABASE_URL!);
    expect(fs.readFileSync(generated, 'utf8')).toBe(current);
  });

  it('a column dropped by a migration fails tsc in every repository that still reads it', async () => {
    const db = await scratchDatabase('types');
    let types: string;
    try {
      await migrate({ url: db.url });
      types = await typesOf(db.url, 'alter table invitations drop column couple_name cascade');
    } finally {
      await db.drop();
    }
    expect(types).not.toMatch(/\bcouple_name\b/);
    const failing = filesFailingWith(types);
    const readers = readersOf('couple_name');
    // Every service that keeps invitations' names reads them somewhere: the check covers more than one.
    expect(new Set(readers.map((file) => file.split('/')[1])).size).toBeGreaterThanOrEqual(3);
    expect(readers.filter((file) => !failing.has(file))).toEqual([]);
  }, 240_000);
});
