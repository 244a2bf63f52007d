import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf } from '../ownership';

/**
 * The admin inbox: a contact message is read or unread by its read_at, the only column of the marketing service's
 * table the admin service may change. The admin's settings page shows the migration level, so it reads the
 * migrations table.
 */
export class Migration20261126080000AdminInbox extends Migration {
  override async up(): Promise<void> {
    const admin = dbRoleOf('admin');
    this.addSql(`alter table "contact_messages" add column if not exists "read_at" timestamptz null`);
    this.addSql(`create index if not exists "contact_messages_created_idx" on "contact_messages" ("created_at" desc)`);
    this.addSql(`grant update ("read_at") on table "contact_messages" to ${admin}`);
    this.addSql(`grant select on table "mikro_orm_migrations" to ${admin}`);
  }

  override async down(): Promise<void> {
    const admin = dbRoleOf('admin');
    this.addSql(`revoke select on table "mikro_orm_migrations" from ${admin}`);
    this.addSql(`revoke update ("read_at") on table "contact_messages" from ${admin}`);
    this.addSql(`drop index if exists "contact_messages_created_idx"`);
    this.addSql(`alter table "contact_messages" drop column if exists "read_at"`);
  }
}
