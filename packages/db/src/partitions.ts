/**
 * History tables partitioned by month, and how a table that already holds years of rows becomes one without a long
 * lock: its rows stay where they are and the table becomes the partition of everything before a bound; months from the
 * bound on get partitions of their own, and whole months past the table's retention are dropped (no DELETE, no bloat).
 *
 * The steps, each safe while the services write:
 *   1. a `check (key < bound)` is added `not valid` and then validated (a scan under a lock that lets writes go on);
 *   2. where the primary key must grow to hold the key, its unique index is built `concurrently`;
 *   3. one statement swaps the table for a partitioned one and attaches the old table under the check (no scan).
 * The bound is the first day of the month after next (UTC), so rows written between the steps still fit under it.
 */

export interface MonthlyHistory {
  table: string;
  /** The column the months are cut on. */
  key: string;
  /** The primary key before and once partitioned, when the present one lacks the key. */
  primaryKey?: { was: string[]; becomes: string[] };
  /** Whole months kept after a month ends, then its partition is dropped. */
  keepMonths: number;
}

/**
 * The platform's append-only history. Views are summed per day in `invitation_view_days` as they are written (kept
 * for good); the rows themselves only dedupe a visitor's day, so three months is plenty. The audit log is kept two
 * years; order events are bookkeeping records, kept ten years (UU KUP art. 28(11)).
 */
export const monthlyHistories: readonly MonthlyHistory[] = [
  { table: 'invitation_views', key: 'day', keepMonths: 3 },
  {
    table: 'admin_audit_log',
    key: 'created_at',
    primaryKey: { was: ['id'], becomes: ['id', 'created_at'] },
    keepMonths: 24,
  },
  {
    table: 'order_events',
    key: 'created_at',
    primaryKey: { was: ['id'], becomes: ['id', 'created_at'] },
    keepMonths: 120,
  },
];

/** Future months made ahead of their rows (the upkeep job runs daily; a default partition catches anything else). */
export const monthsAhead = 3;

/** The first day of the month after next, UTC: rows of the present month and the next stay in the old table. */
export function partitionBound(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString().slice(0, 10);
}

const columnList = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');

export const beforeCheckName = (table: string) => `${table}_before_partitions`;
export const keyIndexName = (table: string) => `${table}_partition_key_idx`;
/** The old table's name as the partition of every row before the bound. */
export const historyPartitionName = (table: string, bound: string) =>
  `${table}_before_${bound.slice(0, 7).replace('-', '_')}`;

/** Steps 1 and 2: statements that each commit alone (a migration that is not transactional). */
export function preparePartitioningSql({ table, key, primaryKey }: MonthlyHistory, bound: string): string[] {
  const check = beforeCheckName(table);
  return [
    `do $$ begin
       if (select relkind from pg_class where oid = 'public.${table}'::regclass) = 'r'
          and not exists (select from pg_constraint where conname = '${check}' and conrelid = 'public.${table}'::regclass) then
         alter table "${table}" add constraint "${check}" check ("${key}" < '${bound}') not valid;
       end if;
     end $$`,
    `do $$ begin
       if exists (select from pg_constraint where conname = '${check}' and conrelid = 'public.${table}'::regclass) then
         alter table "${table}" validate constraint "${check}";
       end if;
     end $$`,
    ...(primaryKey
      ? [
          `create unique index concurrently if not exists "${keyIndexName(table)}" on "${table}" (${columnList(primaryKey.becomes)})`,
        ]
      : []),
  ];
}

/** Step 3, one statement (so one transaction): does nothing when the table is partitioned already. */
export function swapToPartitionedSql({ table, key, primaryKey }: MonthlyHistory, bound: string): string {
  const old = historyPartitionName(table, bound);
  const pk = primaryKey ? columnList(primaryKey.becomes) : null;
  return `do $$
declare
  r record;
  month date;
begin
  if (select relkind from pg_class where oid = 'public.${table}'::regclass) = 'p' then return; end if;
  lock table "${table}" in access exclusive mode;
  alter table "${table}" rename to "${old}";
  -- Every index keeps its definition under the old table's name; the parent takes the original names.
  for r in select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
            where i.indrelid = 'public.${old}'::regclass loop
    execute format('alter index %I rename to %I', r.name, '${old}' || substr(r.name, length('${table}') + 1));
  end loop;
  ${
    pk
      ? `-- The wider key's index, built concurrently before, becomes the old table's primary key (no scan).
  alter table "${old}" drop constraint "${old}_pkey";
  alter table "${old}" add constraint "${old}_pkey" primary key using index "${old}${keyIndexName(table).slice(table.length)}";`
      : ''
  }
  create table "${table}" (like "${old}" including defaults including constraints) partition by range ("${key}");
  alter table "${table}" drop constraint "${beforeCheckName(table)}";
  ${
    pk
      ? `alter table "${table}" add constraint "${table}_pkey" primary key (${pk});`
      : `execute (select format('alter table %I add constraint %I %s', '${table}', '${table}_pkey', pg_get_constraintdef(oid))
                  from pg_constraint where conrelid = 'public.${old}'::regclass and contype = 'p');`
  }
  for r in select '${table}' || substr(c.relname, length('${old}') + 1) as name, pg_get_indexdef(i.indexrelid) as def, i.indisunique
             from pg_index i join pg_class c on c.oid = i.indexrelid
            where i.indrelid = 'public.${old}'::regclass
              and c.relname <> '${old}${keyIndexName(table).slice(table.length)}'
              and not exists (select from pg_constraint k where k.conindid = i.indexrelid) loop
    if r.indisunique then raise exception 'unique index % cannot move to a partitioned table', r.name; end if;
    execute format('create index %I on %I using %s', r.name, '${table}', substring(r.def from ' USING (.*)$'));
  end loop;
  for r in select conname, pg_get_constraintdef(oid) as def from pg_constraint
            where conrelid = 'public.${old}'::regclass and contype = 'f' loop
    execute format('alter table %I add constraint %I %s', '${table}', r.conname, r.def);
  end loop;
  for r in select tgname, pg_get_triggerdef(oid) as def from pg_trigger
            where tgrelid = 'public.${old}'::regclass and not tgisinternal loop
    execute format('drop trigger %I on %I', r.tgname, '${old}');
    execute replace(r.def, ' ON public.${old} ', ' ON public.${table} ');
  end loop;
  for r in select a.privilege_type, a.grantee from pg_class c, aclexplode(c.relacl) a
            where c.oid = 'public.${old}'::regclass and a.grantee <> c.relowner loop
    execute format('grant %s on table %I to %s', r.privilege_type, '${table}',
      case when r.grantee = 0 then 'public' else quote_ident(r.grantee::regrole::text) end);
  end loop;
  for r in select s.relname as seq, a.attname as col from pg_depend d
             join pg_class s on s.oid = d.objid and s.relkind = 'S'
             join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
            where d.refobjid = 'public.${old}'::regclass and d.deptype = 'a' loop
    execute format('alter sequence %I owned by %I.%I', r.seq, '${table}', r.col);
  end loop;
  alter table "${table}" attach partition "${old}" for values from (minvalue) to ('${bound}');
  for i in 0..${monthsAhead - 1} loop
    month := '${bound}'::date + make_interval(months => i);
    execute format('create table %I partition of %I for values from (%L) to (%L)',
      '${table}_' || to_char(month, 'YYYY_MM'), '${table}', month, month + interval '1 month');
  end loop;
  create table "${table}_default" partition of "${table}" default;
end $$`;
}

/** Undoes steps 1 and 2. */
export function unpreparePartitioningSql({ table, primaryKey }: MonthlyHistory): string[] {
  return [
    `alter table "${table}" drop constraint if exists "${beforeCheckName(table)}"`,
    ...(primaryKey ? [`drop index concurrently if exists "${keyIndexName(table)}"`] : []),
  ];
}

/**
 * Undoes step 3: the old table detached, every later row moved into it, its names, triggers and key as step 2 left
 * them, and the check back on (not valid, as rows of later months may be in it now).
 */
export function swapToPlainSql({ table, key, primaryKey }: MonthlyHistory): string {
  return `do $$
declare
  r record;
  old text;
  bound text;
  triggers text[];
begin
  if (select relkind from pg_class where oid = 'public.${table}'::regclass) <> 'p' then return; end if;
  lock table "${table}" in access exclusive mode;
  select c.relname into strict old from pg_inherits h join pg_class c on c.oid = h.inhrelid
   where h.inhparent = 'public.${table}'::regclass and c.relname like '${table}_before_%';
  select substring(pg_get_expr(c.relpartbound, c.oid) from 'TO \\(''([0-9-]+)') into bound from pg_class c
   where c.oid = ('public.' || old)::regclass;
  select array_agg(pg_get_triggerdef(oid)) into triggers from pg_trigger
   where tgrelid = 'public.${table}'::regclass and not tgisinternal and tgparentid = 0;
  execute format('alter table %I detach partition %I', '${table}', old);
  execute format('alter table %I drop constraint %I', old, '${beforeCheckName(table)}');
  for r in select c.relname as part from pg_inherits h join pg_class c on c.oid = h.inhrelid
            where h.inhparent = 'public.${table}'::regclass loop
    execute format('insert into %I select * from %I', old, r.part);
  end loop;
  for r in select s.relname as seq, a.attname as col from pg_depend d
             join pg_class s on s.oid = d.objid and s.relkind = 'S'
             join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
            where d.refobjid = 'public.${table}'::regclass and d.deptype = 'a' loop
    execute format('alter sequence %I owned by %I.%I', r.seq, old, r.col);
  end loop;
  drop table "${table}";
  execute format('alter table %I rename to %I', old, '${table}');
  for r in select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
            where i.indrelid = 'public.${table}'::regclass and c.relname like old || '%' loop
    execute format('alter index %I rename to %I', r.name, '${table}' || substr(r.name, length(old) + 1));
  end loop;
  for i in 1..coalesce(array_length(triggers, 1), 0) loop
    execute triggers[i];
  end loop;
  ${
    primaryKey
      ? `alter table "${table}" drop constraint "${table}_pkey";
  alter table "${table}" add constraint "${table}_pkey" primary key (${columnList(primaryKey.was)});
  create unique index "${keyIndexName(table)}" on "${table}" (${columnList(primaryKey.becomes)});`
      : ''
  }
  execute format('alter table %I add constraint %I check (%I < %L) not valid', '${table}', '${beforeCheckName(table)}', '${key}', bound);
end $$`;
}

/**
 * The daily upkeep, run as the tables' owner (SECURITY DEFINER: the services may not run DDL): the coming months'
 * partitions made, and every partition whose whole month is past its table's retention dropped. A month that cannot
 * be made because the default partition already holds rows of it is reported and left (those rows stay readable).
 */
export const maintainPartitionsFunction = 'maintain_history_partitions';

export function maintainPartitionsSql(): string[] {
  const tables = monthlyHistories.map((h) => `('${h.table}', ${h.keepMonths})`).join(', ');
  // The upkeep as of a given moment is the owner's alone (tests run it ahead in time); the services call it as of now,
  // so no service can drop a month early.
  return [
    `create or replace function ${maintainPartitionsFunction}_at("at" timestamptz) returns table (made text[], dropped text[])
language plpgsql set search_path = public, pg_temp as $$
declare
  t record;
  r record;
  month date;
  upper_bound date;
begin
  made := '{}';
  dropped := '{}';
  for t in select * from (values ${tables}) v(name, keep_months) loop
    if (select relkind from pg_class where oid = to_regclass('public.' || t.name)) is distinct from 'p' then continue; end if;
    for i in 0..${monthsAhead} loop
      month := date_trunc('month', "at" at time zone 'UTC')::date + make_interval(months => i);
      continue when to_regclass('public.' || t.name || '_' || to_char(month, 'YYYY_MM')) is not null;
      continue when exists (select from pg_inherits h join pg_class c on c.oid = h.inhrelid
                             where h.inhparent = ('public.' || t.name)::regclass and c.relname like t.name || '_before_%'
                               and substring(pg_get_expr(c.relpartbound, c.oid) from 'TO \\(''([0-9-]+)') > month::text);
      begin
        execute format('create table %I partition of %I for values from (%L) to (%L)',
          t.name || '_' || to_char(month, 'YYYY_MM'), t.name, month, month + interval '1 month');
        made := made || (t.name || '_' || to_char(month, 'YYYY_MM'));
      exception when check_violation then
        raise warning 'partition % of % not made: the default partition holds rows of that month', month, t.name;
      end;
    end loop;
    for r in select c.relname as part, pg_get_expr(c.relpartbound, c.oid) as bound
               from pg_inherits h join pg_class c on c.oid = h.inhrelid
              where h.inhparent = ('public.' || t.name)::regclass loop
      upper_bound := substring(r.bound from 'TO \\(''([0-9-]+)')::date;
      if upper_bound is not null
         and upper_bound <= date_trunc('month', "at" at time zone 'UTC')::date - make_interval(months => t.keep_months) then
        execute format('drop table %I', r.part);
        dropped := dropped || r.part;
      end if;
    end loop;
  end loop;
  return next;
end $$`,
    `revoke all on function ${maintainPartitionsFunction}_at(timestamptz) from public`,
    `create or replace function ${maintainPartitionsFunction}() returns table (made text[], dropped text[])
language sql security definer set search_path = public, pg_temp as $$ select * from ${maintainPartitionsFunction}_at(now()) $$`,
    `revoke all on function ${maintainPartitionsFunction}() from public`,
  ];
}
