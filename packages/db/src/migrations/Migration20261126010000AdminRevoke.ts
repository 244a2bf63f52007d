import { Migration } from '@mikro-orm/migrations';

/**
 * An operator's `npm run admin -- revoke` is stored, so it beats ADMIN_EMAILS and ADMIN_DOMAIN until a later grant
 * clears it. Expand only: a nullable column no running service reads yet. Private to the auth service like the
 * password hash (its table-wide grant covers the new column; other services get no column grant).
 */
export class Migration20261126010000AdminRevoke extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "auth_users" add column if not exists "admin_revoked_at" timestamptz null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "auth_users" drop column if exists "admin_revoked_at"`);
  }
}
