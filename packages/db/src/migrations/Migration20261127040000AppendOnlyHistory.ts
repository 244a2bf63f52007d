import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf } from '../ownership';

/**
 * History that proves what happened is append-only by grants: the admin service's role may add audit rows and read
 * them, never change or remove one; billing's role the same for order events. A bug or an injection in either service
 * cannot rewrite the record of what an admin did or what the gateway said. No service updates or deletes these rows.
 */
export class Migration20261127040000AppendOnlyHistory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`revoke update, delete, truncate on table "admin_audit_log" from ${dbRoleOf('admin')}`);
    this.addSql(`revoke update, delete, truncate on table "order_events" from ${dbRoleOf('billing')}`);
  }

  override async down(): Promise<void> {
    this.addSql(`grant update, delete on table "admin_audit_log" to ${dbRoleOf('admin')}`);
    this.addSql(`grant update, delete on table "order_events" to ${dbRoleOf('billing')}`);
  }
}
