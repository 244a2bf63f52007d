import { Migration } from '@mikro-orm/migrations';
import { ownTableSql } from '../ownership';
import { countsTowardPlan, unlistedAnswer } from '../plan-limits';

/** What the host's list shows counted, per guest row `g` (the figures of the guest list's stats). */
const figures = (g: string): Record<string, string> => ({
  total: '1',
  confirmed: `(${g}.status = 'confirmed')::int`,
  declined: `(${g}.status = 'declined')::int`,
  pending: `(${g}.status = 'pending')::int`,
  sent: `(${g}.sent_at is not null)::int`,
  opened: `(${g}.opened_at is not null)::int`,
  checked_in: `(${g}.checked_in_at is not null)::int`,
  people_checked_in: `coalesce(${g}.checked_in_count, 0)`,
  seats: `coalesce(${g}.seats, 0)`,
  unlisted: `(${unlistedAnswer(g)})::int`,
  listed: `(${countsTowardPlan(g)})::int`,
});
const columns = Object.keys(figures('g'));
// Eight rows per invitation: guests answering at once update different rows (by their id), not one hot row.
const shards = 8;
const shardOf = (g: string) => `(abs(hashtext(${g}.id::text)) % ${shards})::smallint`;

/** The rows' figures, positive for `added`, negative for `removed` (transition tables of one statement). */
const deltas = (table: string, sign: 1 | -1) => {
  const values = Object.values(figures('r')).map((sql, i) => `${sign < 0 ? '-' : ''}${sql} as ${columns[i]}`);
  return `select r.invitation_id, ${shardOf('r')} as shard, ${values.join(', ')} from ${table} r`;
};

/** One upsert per invitation and shard the statement touched, skipped when nothing counted changed. */
const apply = (source: string) => `
  insert into guest_list_counts as c (invitation_id, shard, ${columns.join(', ')})
  select d.invitation_id, d.shard, ${columns.map((c) => `sum(d.${c})`).join(', ')}
  from (${source}) d
  where exists (select 1 from invitations i where i.id = d.invitation_id)
  group by d.invitation_id, d.shard
  having ${columns.map((c) => `sum(d.${c}) <> 0`).join(' or ')}
  on conflict (invitation_id, shard) do update set ${columns.map((c) => `${c} = c.${c} + excluded.${c}`).join(', ')}`;

/**
 * The guest list's figures kept as they change, so the host's list and its stats read a few rows instead of every
 * guest: 100,000 guests cost what 100 do. Statement triggers on guests (a 10,000-row import is one upsert per shard)
 * keep `guest_list_counts` exact in the same transaction as the change; the rows begin as the current counts.
 * The plan's limit checks still count the list itself, under the list's lock (packages/db/src/plan-limits.ts).
 */
export class Migration20261126130000GuestListCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "guest_list_counts" (
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "shard" smallint not null,
      ${columns.map((c) => `"${c}" integer not null default 0`).join(',\n      ')},
      primary key ("invitation_id", "shard"))`);
    ownTableSql('guest_list_counts', 'dashboard').forEach((sql) => this.addSql(sql));
    // Whoever writes guests (the dashboard, a guest's RSVP through the invitation service) moves the figures; the
    // function runs as its owner, so no writer needs a grant on the figures themselves.
    this.addSql(`create or replace function guest_list_counts_apply() returns trigger language plpgsql
      security definer set search_path = public as $$
      begin
        if tg_op = 'INSERT' then ${apply(deltas('added', 1))};
        elsif tg_op = 'DELETE' then ${apply(deltas('removed', -1))};
        else ${apply(`${deltas('added', 1)} union all ${deltas('removed', -1)}`)};
        end if;
        return null;
      end $$`);
    this.addSql(`revoke all on function guest_list_counts_apply() from public`);
    for (const [event, tables] of [
      ['insert', 'new table as added'],
      ['update', 'old table as removed new table as added'],
      ['delete', 'old table as removed'],
    ]) {
      this.addSql(`drop trigger if exists "guests_counts_${event}" on "guests"`);
      this.addSql(`create trigger "guests_counts_${event}" after ${event} on "guests"
        referencing ${tables} for each statement execute function guest_list_counts_apply()`);
    }
    this.addSql(`insert into guest_list_counts (invitation_id, shard, ${columns.join(', ')})
      select g.invitation_id, ${shardOf('g')}, ${Object.values(figures('g'))
        .map((sql) => `sum(${sql})`)
        .join(', ')}
      from guests g group by 1, 2
      on conflict (invitation_id, shard) do nothing`);
  }

  /** The figures are derived from the guests: dropped with their triggers, nothing is lost. */
  override async down(): Promise<void> {
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists "guests_counts_${event}" on "guests"`);
    this.addSql(`drop function if exists guest_list_counts_apply()`);
    this.addSql(`drop table if exists "guest_list_counts"`);
  }
}
