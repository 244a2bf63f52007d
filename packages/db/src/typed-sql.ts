import type { Tables } from './schema.generated';

export type { Tables, Timestamp } from './schema.generated';

/** The name of a table of the public schema. */
export type TableName = keyof Tables;

/** A whole row of `T` as the driver answers it, typed from the migrated schema (schema/<service>.generated.ts). */
export type Row<T extends TableName> = Tables[T];

/**
 * The columns `K` of a row of `T`. A query's row type names the columns it reads here, so a migration that drops or
 * renames one of them fails `tsc` in every service whose query still reads it.
 */
export type Columns<T extends TableName, K extends keyof Tables[T]> = Pick<Tables[T], K>;

/** The name of a column of `T`, checked: `Omit<Row<'invitations'>, ColumnOf<'invitations', 'event_date'>>`. */
export type ColumnOf<T extends TableName, C extends keyof Tables[T]> = C;

/** Columns of a table chosen once: their SQL list and their row type come from the same names. */
export interface Selection<T extends TableName, K extends keyof Tables[T] & string> {
  readonly table: T;
  readonly names: readonly K[];
  /** The SQL list of the columns, each prefixed with `alias.` when given. */
  sql(alias?: string): string;
  /** `?, ?, ?::jsonb`: an insert's values for the columns, with a cast where `casts` names one. */
  placeholders(casts?: Casts<K>): string;
  /** `a = ?, b = ?::jsonb`: an update's assignments of the columns, in their order. */
  assignments(casts?: Casts<K>): string;
}

/** A cast per column (`{ features: 'jsonb' }`) for the values bound to it. */
export type Casts<K extends string> = Partial<Record<K, string>>;

/** The row a selection answers. */
export type SelectedRow<S> = S extends Selection<infer T, infer K> ? Pick<Tables[T], K> : never;

/**
 * Chooses columns of `table` for a query: `select ${columns.sql('g')} from guests g` answers
 * `SelectedRow<typeof guestColumns>`. A name the schema does not have fails tsc here.
 */
export function selection<T extends TableName, const K extends keyof Tables[T] & string>(
  table: T,
  names: readonly K[],
): Selection<T, K> {
  const value = (name: K, casts?: Casts<K>) => (casts?.[name] ? `?::${casts[name]}` : '?');
  return {
    table,
    names,
    sql: (alias) => names.map((n) => (alias ? `${alias}.${n}` : n)).join(', '),
    placeholders: (casts) => names.map((n) => value(n, casts)).join(', '),
    assignments: (casts) => names.map((n) => `${n} = ${value(n, casts)}`).join(', '),
  };
}

/**
 * A column of `table` written into SQL where no row type carries it (inside an expression, a join, a json object):
 * `${column('invitations', 'name', 'i')}` is `i.name`, and fails tsc once the schema has no such column.
 */
export function column<T extends TableName>(table: T, name: keyof Tables[T] & string, alias?: string): string {
  return alias ? `${alias}.${name}` : name;
}
