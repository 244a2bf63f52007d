import { Migration } from '@mikro-orm/migrations';

/**
 * A repeat sign-up of an unconfirmed address keeps its credentials on its own confirmation link, applied only
 * when that link is followed: whoever signed up first must not own the account the address owner confirms.
 * The table's grants are table-wide (private to the auth service), so the new column needs none of its own.
 */
export class Migration20261125090000PendingSignup extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "auth_one_time_tokens" add column if not exists "pending_signup" jsonb null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "auth_one_time_tokens" drop column if exists "pending_signup"`);
  }
}
