import { Migration } from '@mikro-orm/migrations';

/**
 * The invitation service's rate-limit counts live minutes and are worth nothing after a crash: the table is kept out
 * of the write-ahead log, so counting a guest's request adds no WAL flush to their answer. A restart of Postgres
 * after a crash (or a failover, as unlogged tables are not replicated) starts every count from zero: a client gets
 * at most one fresh allowance. The table is small (windows are cleared as they pass), so the rewrite is brief.
 */
export class Migration20261126140000RateLimitsUnlogged extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invitation_rate_limits" set unlogged`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "invitation_rate_limits" set logged`);
  }
}
