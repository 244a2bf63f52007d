import { Migration } from '@mikro-orm/migrations';
import { ownTableSql } from '../ownership';
import { shardSql, statementTriggersSql, triggerFunctionSql, type KeptFigures } from '../kept-figures';
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
export const guestListFigures: KeptFigures = {
  table: 'guest_list_counts',
  key: (r) => ({ invitation_id: `${r}.invitation_id` }),
  shardBy: (r) => `${r}.id::text`,
  figures,
};
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
    this.addSql(triggerFunctionSql('guest_list_counts_apply', guestListFigures));
    this.addSql(`revoke all on function guest_list_counts_apply() from public`);
    statementTriggersSql('guests', 'guests_counts', 'guest_list_counts_apply').forEach((sql) => this.addSql(sql));
    this.addSql(`insert into guest_list_counts (invitation_id, shard, ${columns.join(', ')})
      select g.invitation_id, ${shardSql('g.id::text')}, ${Object.values(figures('g'))
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
