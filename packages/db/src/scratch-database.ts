import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './config';

/**
 * An empty database of a test's own beside the test database (same server, same roles), dropped by `drop()`. For
 * tests of the migrations themselves, which must start from nothing. Never changes DATABASE_URL.
 */
export async function scratchDatabase(name: string) {
  const sharedUrl = process.env.DATABASE_URL!;
  const url = new URL(sharedUrl);
  const database = `scratch_${name}_${process.pid}`;
  url.pathname = `/${database}`;
  const admin = await MikroORM.init({ ...ormConfig({ url: sharedUrl, poolMax: 1 }), logger: () => undefined });
  const adminDb = admin.em.getConnection();
  await adminDb.execute(`drop database if exists "${database}" with (force)`);
  await adminDb.execute(`create database "${database}"`);
  return {
    url: url.toString(),
    async drop() {
      await adminDb.execute(`drop database if exists "${database}" with (force)`);
      await admin.close(true);
    },
  };
}

// Privileges granted to others than the owner (an owner's own are implicit), the default list where none was set.
const sorted = (acl: string, kind: string, owner: string) =>
  `(select string_agg(a.grantee::regrole::text || '=' || a.privilege_type, ',' order by 1) from aclexplode(coalesce(${acl}, acldefault(${kind}, ${owner}))) a where a.grantee <> ${owner})`;

/**
 * The public schema as text, one line per column, constraint, index, privilege, function and trigger, sorted: two
 * databases with the same fingerprint have the same shape and the same grants (data aside). A constraint's
 * validation state is left out: a down() may restore a narrower check NOT VALID over rows the newer release wrote.
 */
export const schemaFingerprintSql = `
select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line
  from information_schema.columns where table_schema = 'public'
union all select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || replace(pg_get_constraintdef(oid), ' NOT VALID', '')
  from pg_constraint where connamespace = 'public'::regnamespace
union all select 'index ' || indexdef from pg_indexes where schemaname = 'public'
union all select 'grant ' || relname || ' ' || coalesce(${sorted('relacl', `case relkind when 'S' then 's'::"char" else 'r'::"char" end`, 'relowner')}, '')
  from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'S', 'v')
union all select 'column grant ' || attrelid::regclass || '.' || attname || ' ' || ${sorted('attacl', `'c'`, '(select relowner from pg_class where oid = attrelid)')}
  from pg_attribute where attacl is not null and attrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)
union all select 'function ' || proname || '(' || pg_get_function_identity_arguments(oid) || ') ' || md5(prosrc) || ' ' || coalesce(${sorted('proacl', `'f'`, 'proowner')}, '')
  from pg_proc where pronamespace = 'public'::regnamespace
union all select 'trigger ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
union all select 'schema ' || coalesce(${sorted('nspacl', `'n'`, 'nspowner')}, '') from pg_namespace where nspname = 'public'
order by 1`;
