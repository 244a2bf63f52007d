import { Migration } from '@mikro-orm/migrations';
import { ownTableSql } from '../ownership';

/** A host's uploads (photos, music, background video), with the resized WebP variants made for the public page. */
export class Migration20261125050000Media extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "media_files" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "auth_users" ("id") on delete cascade,
      "kind" text not null check ("kind" in ('image', 'audio', 'video')),
      "mime" text not null,
      "size" bigint not null,
      "url" text not null unique,
      "thumb_url" text null,
      "width" integer null,
      "height" integer null,
      "original_name" text not null,
      "storage_keys" jsonb not null default '[]',
      "created_at" timestamptz not null default now())`);
    this.addSql(`create index if not exists "media_files_user_idx" on "media_files" ("user_id", "created_at" desc)`);
    ownTableSql('media_files', 'dashboard').forEach((sql) => this.addSql(sql));
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "media_files"');
  }
}
