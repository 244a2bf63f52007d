import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, serviceNames } from '../ownership';

/**
 * Issue 42: the nightly backup records each dump it finished (infra/backup/backup.sh, as the schema owner, after the
 * dump is stored), so the admin service can export when the last one finished and an alert can say when none has for
 * too long. Only the schema owner writes it; the admin service reads it.
 */
export class Migration20261130000000BackupRuns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "backup_runs" (
      "id" bigint generated always as identity primary key,
      "started_at" timestamptz not null,
      "finished_at" timestamptz not null default now(),
      "target" text not null check (length("target") between 1 and 1000))`);
    this.addSql(`revoke all on table "backup_runs" from ${serviceNames.map(dbRoleOf).join(', ')}`);
    this.addSql(`grant select on table "backup_runs" to ${dbRoleOf('admin')}`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "backup_runs"`);
  }
}
