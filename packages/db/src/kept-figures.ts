/**
 * Figures kept beside a large table by statement triggers (a 10,000-row import is one upsert per row of figures it
 * touches), exact in the same transaction as the change, so a reader sums a few rows instead of every guest or visit.
 * Each key has eight rows ("shards", by a hash of the source row): writers at the same moment, guests answering at
 * once, update different rows instead of queueing on one. Every figure table is keyed by an invitation among others.
 */
export interface KeptFigures {
  /** The figures' table: its key columns, `shard`, then one column per figure. */
  table: string;
  /** Each key column and its value for a source row `r`, e.g. { invitation_id: 'r.invitation_id' }. */
  key: (r: string) => Record<string, string>;
  /** What picks a source row's shard, as text: e.g. `r.id::text`. */
  shardBy: (r: string) => string;
  /** Each figure and what one source row `r` adds to it. */
  figures: (r: string) => Record<string, string>;
  /** Only the source rows for which this holds count (all when absent). */
  counted?: (r: string) => string;
}

const shards = 8;
export const shardSql = (text: string) => `(abs(hashtext(${text})) % ${shards})::smallint`;

/** The rows of transition table `table` as figures, positive (`sign` 1: added) or negative (-1: removed). */
export function deltasSql(kept: KeptFigures, table: string, sign: 1 | -1): string {
  const keys = Object.entries(kept.key('r')).map(([name, sql]) => (sql === `r.${name}` ? sql : `${sql} as ${name}`));
  const values = Object.entries(kept.figures('r')).map(([name, sql]) => `${sign < 0 ? '-' : ''}${sql} as ${name}`);
  const where = kept.counted ? ` where ${kept.counted('r')}` : '';
  return `select ${keys.join(', ')}, ${shardSql(kept.shardBy('r'))} as shard, ${values.join(', ')} from ${table} r${where}`;
}

/** One upsert per key and shard that the statement's rows (`source`, of deltasSql) moved; nothing when none changed. */
export function applySql(kept: KeptFigures, source: string): string {
  const keys = [...Object.keys(kept.key('r')), 'shard'];
  const columns = Object.keys(kept.figures('r'));
  const grouped = keys.map((k) => `d.${k}`).join(', ');
  return `
  insert into ${kept.table} as c (${[...keys, ...columns].join(', ')})
  select ${grouped}, ${columns.map((c) => `sum(d.${c})`).join(', ')}
  from (${source}) d
  where exists (select 1 from invitations i where i.id = d.invitation_id)
  group by ${grouped}
  having ${columns.map((c) => `sum(d.${c}) <> 0`).join(' or ')}
  on conflict (${keys.join(', ')}) do update set ${columns.map((c) => `${c} = c.${c} + excluded.${c}`).join(', ')}`;
}

/** The statement's changes as one upsert per figure table, by the trigger's operation (for a plpgsql body). */
export function applyStatementSql(kept: KeptFigures): { insert: string; delete: string; update: string } {
  return {
    insert: applySql(kept, deltasSql(kept, 'added', 1)),
    delete: applySql(kept, deltasSql(kept, 'removed', -1)),
    update: applySql(kept, `${deltasSql(kept, 'added', 1)} union all ${deltasSql(kept, 'removed', -1)}`),
  };
}

const transitionTables = {
  insert: 'new table as added',
  update: 'old table as removed new table as added',
  delete: 'old table as removed',
} as const;

/** Statement triggers on `table` for insert, update and delete (or only `events`) that run `fn` with the changed rows. */
export function statementTriggersSql(
  table: string,
  prefix: string,
  fn: string,
  events: ReadonlyArray<keyof typeof transitionTables> = ['insert', 'update', 'delete'],
): string[] {
  return events.flatMap((event) => [
    `drop trigger if exists "${prefix}_${event}" on "${table}"`,
    `create trigger "${prefix}_${event}" after ${event} on "${table}"
        referencing ${transitionTables[event]} for each statement execute function ${fn}()`,
  ]);
}

/** The trigger function that applies each statement's changes to every one of `kept`, as the function's owner. */
export function triggerFunctionSql(name: string, ...kept: KeptFigures[]): string {
  const ops = kept.map(applyStatementSql);
  const each = (op: 'insert' | 'delete' | 'update') => ops.map((o) => o[op]).join(';\n        ');
  return `create or replace function ${name}() returns trigger language plpgsql
      security definer set search_path = public as $$
      begin
        if tg_op = 'INSERT' then ${each('insert')};
        elsif tg_op = 'DELETE' then ${each('delete')};
        else ${each('update')};
        end if;
        return null;
      end $$`;
}

/** The figures of every row of `from` as they stand: new rows, or (`replace`) the figures of rows already there. */
export function backfillSql(kept: KeptFigures, from: string, { replace = false } = {}): string {
  const key = kept.key('s');
  const keys = [...Object.keys(key), 'shard'];
  const figures = kept.figures('s');
  const columns = Object.keys(figures);
  const where = kept.counted ? ` where ${kept.counted('s')}` : '';
  const conflict = replace ? `do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}` : 'do nothing';
  return `insert into ${kept.table} (${[...keys, ...columns].join(', ')})
      select ${[...Object.values(key), shardSql(kept.shardBy('s'))].join(', ')}, ${Object.values(figures)
        .map((sql) => `sum(${sql})`)
        .join(', ')}
      from ${from} s${where} group by ${keys.map((_, i) => i + 1).join(', ')}
      on conflict (${keys.join(', ')}) ${conflict}`;
}
