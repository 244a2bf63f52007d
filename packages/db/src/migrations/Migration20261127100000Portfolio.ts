import { Migration } from '@mikro-orm/migrations';

/**
 * Whether the host lets their invitation appear on /portfolio: off unless they switch it on (their guests' names are
 * never shown there, only the invitation's public page). Expand only: a defaulted column the dashboard writes.
 */
export class Migration20261127100000Portfolio extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invitations" add column if not exists "in_portfolio" boolean not null default false`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "invitations" drop column if exists "in_portfolio"`);
  }
}
