import type { Tables } from './schema.generated';

export type { Tables, Timestamp } from './schema.generated';

/** The name of a table of the public schema. */
export type TableName = keyof Tables;

/** A whole row of `T` as the driver answers it, typed from the migrated schema (schema.generated.ts). */
export type Row<T extends TableName> = Tables[T];

/**
 * The columns `K` of a row of `T`. A query's row type names the columns it reads here, so a migration that drops or
 * renames one of them fails `tsc` in every service whose query still reads it.
 */
export type Columns<T extends TableName, K extends keyof Tables[T]> = Pick<Tables[T], K>;

/** `Columns` with some columns answered in another shape, each named against the schema (a date cast to text…). */
export type Reshaped<
  T extends TableName,
  K extends keyof Tables[T],
  Shapes extends { [C in keyof Tables[T]]?: unknown },
> = Omit<Pick<Tables[T], K>, keyof Shapes> & Shapes;

/** Columns of a table chosen once: their SQL list and their row type come from the same names. */
export interface Selection<T extends TableName, K extends keyof Tables[T] & string> {
  readonly table: T;
  readonly names: readonly K[];
  /** The SQL list of the columns, each prefixed with `alias.` when given. */
  sql(alias?: string): string;
}

/** The row a selection answers. */
export type SelectedRow<S> = S extends Selection<infer T, infer K> ? Pick<Tables[T], K> : never;

/**
 * Chooses columns of `table` for a query: `select ${guestColumns.sql('g')} from guests g` answers
 * `SelectedRow<typeof guestColumns>`. A name the schema does not have fails tsc here.
 */
export function selection<T extends TableName, const K extends keyof Tables[T] & string>(
  table: T,
  names: readonly K[],
): Selection<T, K> {
  return { table, names, sql: (alias) => names.map((n) => (alias ? `${alias}.${n}` : n)).join(', ') };
}

/**
 * A column of `table` written into SQL where no row type carries it (inside an expression, a join, a json object):
 * `${column('invitations', 'couple_name', 'i')}` is `i.couple_name`, and fails tsc once the schema has no such column.
 */
export function column<T extends TableName>(table: T, name: keyof Tables[T] & string, alias?: string): string {
  return alias ? `${alias}.${name}` : name;
}
