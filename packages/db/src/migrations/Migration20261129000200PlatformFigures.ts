import { Migration } from '@mikro-orm/migrations';
import { statementTriggersSql } from '../kept-figures';
import { ownTableSql } from '../ownership';

/** What each kept platform figure sums, per changed row `r` of its source table. */
const sources = [
  // Counted rows: an update changes nothing (a sign-in, an edit), so only inserts and deletes move them.
  { table: 'auth_users', prefix: 'auth_users_platform', figures: { users: '1' }, events: ['insert', 'delete'] },
  { table: 'invitations', prefix: 'invitations_platform', figures: { invitations: '1' }, events: ['insert', 'delete'] },
  {
    table: 'guest_list_counts',
    prefix: 'guest_list_counts_platform',
    figures: { guests: 'r.listed', rsvps_answered: 'r.confirmed + r.declined' },
    events: ['insert', 'update', 'delete'],
  },
] as const;

const shards = 16;

/** The trigger function that moves the platform figures by a statement's rows of `table`. */
function applyFunctionSql({ table, figures }: (typeof sources)[number]): string {
  const sums = (from: string, sign: string) =>
    Object.entries(figures)
      .map(([name, value]) => `select '${name}' as name, ${sign}coalesce(sum(${value}), 0) as value from ${from} r`)
      .join(' union all ');
  const upsert = (deltas: string) => `insert into platform_figures as f (name, shard, value)
          select d.name, floor(random() * ${shards})::smallint, sum(d.value) from (${deltas}) d
          group by d.name having sum(d.value) <> 0
          on conflict (name, shard) do update set value = f.value + excluded.value`;
  return `create or replace function ${table}_platform_apply() returns trigger language plpgsql
      security definer set search_path = public as $$
      begin
        if tg_op = 'INSERT' then ${upsert(sums('added', ''))};
        elsif tg_op = 'DELETE' then ${upsert(sums('removed', '-'))};
        else ${upsert(`${sums('added', '')} union all ${sums('removed', '-')}`)};
        end if;
        return null;
      end $$`;
}

/**
 * Platform scale (issue 41), part three: the admin overview's totals kept as they change (accounts, invitations,
 * guests on the lists, answers), summed from 16 rows instead of every list's figures (1.6 million rows at 200,000
 * invitations). Statement triggers, each statement's rows one upsert on a shard picked at random, so guests answering
 * at once across the platform rarely wait on one row. The sources are held still while the figures are counted
 * (writes wait for the count, about a second at that size; reads go on).
 */
export class Migration20261129000200PlatformFigures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "platform_figures" (
      "name" text not null check ("name" in ('users', 'invitations', 'guests', 'rsvps_answered')),
      "shard" smallint not null check ("shard" between 0 and ${shards - 1}),
      "value" bigint not null default 0,
      primary key ("name", "shard"))`);
    ownTableSql('platform_figures', 'admin').forEach((sql) => this.addSql(sql));
    this.addSql(`lock table "auth_users", "invitations", "guest_list_counts" in share row exclusive mode`);
    for (const source of sources) {
      this.addSql(applyFunctionSql(source));
      this.addSql(`revoke all on function ${source.table}_platform_apply() from public`);
      statementTriggersSql(source.table, source.prefix, `${source.table}_platform_apply`, source.events).forEach(
        (sql) => this.addSql(sql),
      );
      for (const [name, value] of Object.entries(source.figures))
        this.addSql(`insert into platform_figures (name, shard, value)
          select '${name}', 0, coalesce(sum(${value}), 0) from ${source.table} r
          on conflict (name, shard) do update set value = excluded.value`);
    }
  }

  override async down(): Promise<void> {
    for (const source of [...sources].reverse()) {
      for (const event of source.events)
        this.addSql(`drop trigger if exists "${source.prefix}_${event}" on "${source.table}"`);
      this.addSql(`drop function if exists ${source.table}_platform_apply()`);
    }
    this.addSql(`drop table if exists "platform_figures"`);
  }
}
