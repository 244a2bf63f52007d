import { Migration } from '@mikro-orm/migrations';

/**
 * The host's latest answers and check-ins read newest first per invitation (a few rows each), not every guest
 * sorted: analytics' recent answers and the dashboard's activity. Built concurrently: RSVPs go on meanwhile.
 */
export class Migration20261126150100AnalyticsIndexes extends Migration {
  override isTransactional(): boolean {
    return false;
  }

  override async up(): Promise<void> {
    this.addSql(
      `create index concurrently if not exists "guests_invitation_answered_idx" on "guests" ("invitation_id", "rsvp_date" desc) where "rsvp_date" is not null`,
    );
    this.addSql(
      `create index concurrently if not exists "guests_invitation_checked_in_idx" on "guests" ("invitation_id", "checked_in_at" desc) where "checked_in_at" is not null`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index concurrently if exists "guests_invitation_checked_in_idx"`);
    this.addSql(`drop index concurrently if exists "guests_invitation_answered_idx"`);
  }
}
