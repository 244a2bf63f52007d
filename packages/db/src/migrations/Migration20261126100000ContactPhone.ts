import { Migration } from '@mikro-orm/migrations';

/**
 * A contact message may carry the sender's WhatsApp number (62…), so an admin can answer there. Nullable: the
 * marketing service already running stores messages without it. The marketing role owns the table (table-wide
 * insert), so the new column needs no grant of its own; the admin service reads the table as before.
 */
export class Migration20261126100000ContactPhone extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "contact_messages" add column if not exists "whatsapp" text null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "contact_messages" drop column if exists "whatsapp"`);
  }
}
