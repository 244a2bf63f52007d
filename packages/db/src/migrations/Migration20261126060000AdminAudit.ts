import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, ownTableSql } from '../ownership';

/**
 * The admin audit log: every write of an admin (who, what, which record, before and after, when), written by the
 * admin service in the same transaction as the write itself, readable by every service. print_templates needs no
 * change here: it already has created_by and updated_at and is owned (written) by the admin service since the
 * marketing migration; marketing keeps its read grant.
 */
export class Migration20261126060000AdminAudit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "admin_audit_log" (
      "id" bigserial primary key,
      "actor_id" uuid null,
      "actor_email" text null,
      "action" text not null,
      "entity" text not null,
      "entity_id" text null,
      "before" jsonb null,
      "after" jsonb null,
      "created_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "admin_audit_log_created_at_idx" on "admin_audit_log" ("created_at" desc, "id" desc)`,
    );
    this.addSql(`create index if not exists "admin_audit_log_entity_idx" on "admin_audit_log" ("entity", "entity_id")`);
    ownTableSql('admin_audit_log', 'admin', { sequences: true }).forEach((sql) => this.addSql(sql));
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_audit_log"`);
    // up() let the admin role use every sequence (ownTableSql with sequences); it had none before.
    this.addSql(`revoke usage, select on all sequences in schema public from ${dbRoleOf('admin')}`);
  }
}
