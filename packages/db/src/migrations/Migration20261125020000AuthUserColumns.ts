import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, serviceNames } from '../ownership';

/**
 * Other services may read every column of auth_users the AuthUser entity maps except the password hash
 * (which the entity loads lazily), so a plain em.find(AuthUser) works from any service.
 */
export class Migration20261125020000AuthUserColumns extends Migration {
  override async up(): Promise<void> {
    const others = serviceNames
      .filter((s) => s !== 'auth')
      .map(dbRoleOf)
      .join(', ');
    this.addSql(
      `grant select ("email_confirmed_by_link", "confirmation_sent_at", "recovery_sent_at", "user_metadata") on table "auth_users" to ${others}`,
    );
  }

  override async down(): Promise<void> {
    const others = serviceNames
      .filter((s) => s !== 'auth')
      .map(dbRoleOf)
      .join(', ');
    this.addSql(
      `revoke select ("email_confirmed_by_link", "confirmation_sent_at", "recovery_sent_at", "user_metadata") on table "auth_users" from ${others}`,
    );
  }
}
