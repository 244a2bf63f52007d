import { Migration } from '@mikro-orm/migrations';

/**
 * Each plan's storage for uploads, in MB (-1: no limit): the Media Library shows it and the dashboard enforces it.
 * The seeded plans get 100 MB (Gratis), 1 GB (Pro), 5 GB (Premium) and 20 GB (Reseller). Expand only: a defaulted
 * column; the admin service owns plans.
 */
export class Migration20261127050000StorageQuota extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "plans" add column if not exists "storage_quota_mb" integer not null default 100`);
    for (const [plan, mb] of [
      ['pro', 1024],
      ['premium', 5120],
      ['reseller', 20480],
    ] as const)
      this.addSql(`update "plans" set "storage_quota_mb" = ${mb} where "id" = '${plan}' and "storage_quota_mb" = 100`);
    this.addSql(`create index if not exists "media_files_user_size_idx" on "media_files" ("user_id") include ("size")`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "media_files_user_size_idx"`);
    this.addSql(`alter table "plans" drop column if exists "storage_quota_mb"`);
  }
}
