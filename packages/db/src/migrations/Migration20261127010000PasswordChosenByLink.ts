import { Migration } from '@mikro-orm/migrations';

/**
 * Whether the account's current password was chosen in a session that a mailed link opened (a reset link, or a
 * contested sign-up's confirmation link). ADMIN_EMAILS and ADMIN_DOMAIN make an account admin only then: a sign-up's
 * own password proves nothing about who reads the mailbox. Expand only: a defaulted column no running service reads
 * yet; private to the auth service like the password hash (its table-wide grant covers it).
 */
export class Migration20261127010000PasswordChosenByLink extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "auth_users" add column if not exists "password_chosen_by_link" boolean not null default false`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "auth_users" drop column if exists "password_chosen_by_link"`);
  }
}
