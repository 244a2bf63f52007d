import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf } from '../ownership';

/** The invitation service adds guests who RSVP by name: it may fill only the columns such an answer has. */
export class Migration20261125070000GuestInsertColumns extends Migration {
  override async up(): Promise<void> {
    const role = dbRoleOf('invitation');
    this.addSql(`revoke insert on table "guests" from ${role}`);
    this.addSql(
      `grant insert ("invitation_id", "name", "phone", "status", "guest_count", "dietary_requirements", "message", "rsvp_date", "source") on table "guests" to ${role}`,
    );
  }

  override async down(): Promise<void> {
    const role = dbRoleOf('invitation');
    // Revoking the table-wide grant drops the column grants too; then the table-wide insert comes back.
    this.addSql(`revoke insert on table "guests" from ${role}`);
    this.addSql(`grant insert on table "guests" to ${role}`);
  }
}
