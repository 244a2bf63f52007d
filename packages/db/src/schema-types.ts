import type { EntityManager } from '@mikro-orm/postgresql';

/** The generated files, by path inside packages/db/src, with their text. */
export type SchemaFiles = Record<string, string>;

/** Where the row types of the tables no single service writes go (settings shared by all). */
const sharedRoom = 'shared';

/**
 * The row types of every table, written from the migrated schema itself (`npm run db:types` writes them; a test fails
 * when they are behind the migrations). One file per owning service (`schema/<service>.generated.ts`: the service the
 * migrations grant insert to; `schema/shared.generated.ts` for the rest) and `schema.generated.ts`, whose `Tables`
 * joins them. A column's type is what the driver answers: text as string, int2/int4 as number, int8 and numeric as
 * string (pg keeps their precision), timestamps as `Timestamp` (a Date, or text when a query casts it), json as
 * unknown. A text column whose CHECK allows a fixed list of values, or an enum, becomes the union of those values. A
 * nullable column adds `| null`.
 */
export async function renderSchemaTypes(em: EntityManager): Promise<SchemaFiles> {
  const columns = await em.execute<ColumnInfo[]>(
    `select c.relname as table_name, a.attname as column_name, t.typname as type_name, not a.attnotnull as nullable,
       (t.typtype = 'e') as is_enum, coalesce(e.typname, '') as element_type
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid and c.relkind in ('r', 'p') and c.relnamespace = 'public'::regnamespace
     join pg_type t on t.oid = a.atttypid
     left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
     where a.attnum > 0 and not a.attisdropped and c.relname <> 'mikro_orm_migrations' and not c.relispartition
     order by c.relname, a.attnum`,
  );
  const enums = await em.execute<Array<{ type_name: string; label: string }>>(
    `select t.typname as type_name, e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid
     order by t.typname, e.enumsortorder`,
  );
  const checks = await em.execute<Array<{ table_name: string; definition: string }>>(
    `select conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as definition from pg_constraint
     where contype = 'c' and connamespace = 'public'::regnamespace order by 1, 2`,
  );
  const writers = await em.execute<Array<{ table_name: string; service: string }>>(
    `select table_name, substr(grantee, length('undangin_') + 1) as service from information_schema.role_table_grants
     where table_schema = 'public' and privilege_type = 'INSERT' and grantee like 'undangin\\_%' order by 1, 2`,
  );
  const enumValues = new Map<string, string[]>();
  for (const { type_name, label } of enums) enumValues.set(type_name, [...(enumValues.get(type_name) ?? []), label]);
  const allowed = allowedValues(checks);
  const ownerOf = new Map<string, string[]>();
  for (const { table_name, service } of writers) ownerOf.set(table_name, [...(ownerOf.get(table_name) ?? []), service]);

  const rooms = new Map<string, Map<string, string[]>>();
  for (const column of columns) {
    const values = allowed.get(`${column.table_name}.${column.column_name}`);
    let type = values ? union(values) : tsType(column, enumValues);
    if (column.nullable) type += ' | null';
    const owners = ownerOf.get(column.table_name) ?? [];
    const room = owners.length === 1 ? owners[0]! : sharedRoom;
    const tables = rooms.get(room) ?? new Map<string, string[]>();
    tables.set(column.table_name, [...(tables.get(column.table_name) ?? []), `    ${column.column_name}: ${type};`]);
    rooms.set(room, tables);
  }
  // A service's file stays short: past `roomLines` its tables go on in `<service>-2`, `-3`…
  for (const [room, tables] of [...rooms]) {
    let part = 1;
    let lines = 0;
    for (const [table, fields] of [...tables]) {
      if (lines && lines + fields.length + 2 > roomLines) {
        part += 1;
        lines = 0;
      }
      lines += fields.length + 2;
      if (part === 1) continue;
      tables.delete(table);
      const name = `${room}-${part}`;
      rooms.set(name, (rooms.get(name) ?? new Map<string, string[]>()).set(table, fields));
    }
  }
  const names = [...rooms.keys()].sort();
  const files: SchemaFiles = {};
  for (const room of names) {
    const tables = rooms.get(room)!;
    const body = [...tables].flatMap(([table, fields]) => [`  ${table}: {`, ...fields, '  };']);
    const uses = body.some((line) => line.includes('Timestamp'));
    files[`schema/${room}.generated.ts`] = [
      ...header,
      ...(uses ? ["import type { Timestamp } from './timestamp';", ''] : []),
      room === sharedRoom
        ? '/** The tables no single service writes, with their columns. */'
        : `/** The tables the ${room.replace(/-\d+$/, '')} service writes (the others read them), with their columns. */`,
      `export interface ${interfaceOf(room)} {`,
      ...body,
      '}',
      '',
    ].join('\n');
  }
  files['schema.generated.ts'] = [
    ...header,
    ...names.map((room) => `import type { ${interfaceOf(room)} } from './schema/${room}.generated';`),
    '',
    "export type { Timestamp } from './schema/timestamp';",
    '',
    "/** Every table of the public schema, by name, with its columns: the owners' files joined. */",
    `export interface Tables extends ${names.map(interfaceOf).join(', ')} {}`,
    '',
  ].join('\n');
  return files;
}

const header = [
  '// Written by `npm run db:types` from the migrated schema (packages/db/src/schema-types.ts): do not edit by hand.',
  '// A migration that adds, drops or renames a column changes this file; every query that reads it then fails tsc.',
  '',
];

const interfaceOf = (room: string) => `${room[0]!.toUpperCase()}${room.slice(1).replace('-', '')}Tables`;
/** The most lines of tables one file holds (the files' own lines come beside them, all under 300). */
const roomLines = 270;

interface ColumnInfo {
  table_name: string;
  column_name: string;
  type_name: string;
  nullable: boolean;
  is_enum: boolean;
  element_type: string;
}

const scalar: Record<string, string> = {
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  uuid: 'string',
  inet: 'string',
  int2: 'number',
  int4: 'number',
  float4: 'number',
  float8: 'number',
  int8: 'string',
  numeric: 'string',
  bool: 'boolean',
  timestamptz: 'Timestamp',
  timestamp: 'Timestamp',
  date: 'Timestamp',
  time: 'string',
  interval: 'unknown',
  json: 'unknown',
  jsonb: 'unknown',
  bytea: 'Buffer',
  tsvector: 'string',
};

function tsType(column: ColumnInfo, enums: Map<string, string[]>): string {
  if (column.element_type) return `Array<${scalar[column.element_type] ?? 'unknown'}>`;
  const labels = enums.get(column.type_name);
  if (column.is_enum && labels) return union(labels);
  return scalar[column.type_name] ?? 'unknown';
}

const union = (values: string[]) => values.map((v) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`).join(' | ');

/**
 * Columns whose CHECK names the only values they may hold: `CHECK ((status = ANY (ARRAY['a'::text, 'b'::text])))`
 * or `CHECK ((kind = 'x'::text) OR (kind = 'y'::text))`, one column per constraint. Several such checks on a column
 * keep the values all of them allow.
 */
function allowedValues(checks: Array<{ table_name: string; definition: string }>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { table_name, definition } of checks) {
    const body = definition.replace(/ NOT VALID$/, '');
    let column: string | undefined;
    let values: string[] | undefined;
    const anyOf = /^CHECK \(\(\(?(\w+)\)?(?:::text)? = ANY \(\(?ARRAY\[(.+)\]\)?(?:::text\[\])?\)\)\)$/.exec(body);
    if (anyOf) {
      column = anyOf[1];
      values = [...anyOf[2]!.matchAll(/'((?:[^']|'')*)'::[\w ]+/g)].map((m) => m[1]!.replace(/''/g, "'"));
    } else {
      const terms = [...body.matchAll(/\(\(?(\w+)\)?(?:::text)? = '((?:[^']|'')*)'::\w+\)/g)];
      const stripped = body
        .replace(/\(\(?(\w+)\)?(?:::text)? = '((?:[^']|'')*)'::\w+\)/g, '')
        .replace(/[\s()]|OR|CHECK/g, '');
      if (terms.length && !stripped && new Set(terms.map((t) => t[1])).size === 1) {
        column = terms[0]![1];
        values = terms.map((t) => t[2]!.replace(/''/g, "'"));
      }
    }
    if (!column || !values?.length) continue;
    const key = `${table_name}.${column}`;
    const before = found.get(key);
    found.set(key, before ? before.filter((v) => values.includes(v)) : values);
  }
  return found;
}
