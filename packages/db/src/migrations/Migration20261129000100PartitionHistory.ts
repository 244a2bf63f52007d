import { Migration } from '@mikro-orm/migrations';
import { queueSql } from '@undangin/jobs/schema';
import { dbRoleOf } from '../ownership';
import {
  maintainPartitionsFunction,
  maintainPartitionsSql,
  monthlyHistories,
  partitionBound,
  swapToPartitionedSql,
  swapToPlainSql,
} from '../partitions';

/**
 * Platform scale (issue 41), part two: views, the audit log and order events become monthly-partitioned tables, each
 * in one statement that attaches the old table whole under its checked bound (no scan, a lock of milliseconds), with
 * the daily upkeep that makes the coming months and drops those past retention (packages/db/src/partitions.ts). Not
 * transactional, so each table's swap commits alone and a failure part-way may simply run again.
 */
export class Migration20261129000100PartitionHistory extends Migration {
  override isTransactional(): boolean {
    return false;
  }

  override async up(): Promise<void> {
    const bound = partitionBound();
    // The old key of order events goes with their old table; commission events name (id, created_at) from now on.
    this.addSql(`alter table "commission_events" drop constraint if exists "commission_events_order_event_id_fkey"`);
    for (const history of monthlyHistories) this.addSql(swapToPartitionedSql(history, bound));
    this.addSql(`do $$ begin
      if not exists (select from pg_constraint where conname = 'commission_events_order_event_fkey') then
        alter table "commission_events" add constraint "commission_events_order_event_fkey"
          foreign key ("order_event_id", "order_event_at") references "order_events" ("id", "created_at") on delete set null;
      end if;
    end $$`);
    for (const sql of maintainPartitionsSql()) this.addSql(sql);
    this.addSql(`grant execute on function ${maintainPartitionsFunction}() to ${dbRoleOf('admin')}`);
    this.addSql(`select ${maintainPartitionsFunction}()`);
    // The daily upkeep's queue (a fresh database made it with the others).
    this.addSql(
      `${queueSql('history-partitions')} where not exists (select 1 from pgboss.queue where name = 'history-partitions')`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`select pgboss.delete_queue('history-partitions')`);
    this.addSql(`drop function if exists ${maintainPartitionsFunction}()`);
    this.addSql(`drop function if exists ${maintainPartitionsFunction}_at(timestamptz)`);
    this.addSql(`alter table "commission_events" drop constraint if exists "commission_events_order_event_fkey"`);
    for (const history of [...monthlyHistories].reverse()) this.addSql(swapToPlainSql(history));
    this.addSql(`do $$ begin
      if not exists (select from pg_constraint where conname = 'commission_events_order_event_id_fkey') then
        alter table "commission_events" add constraint "commission_events_order_event_id_fkey"
          foreign key ("order_event_id") references "order_events" ("id") on delete set null;
      end if;
    end $$`);
  }
}
