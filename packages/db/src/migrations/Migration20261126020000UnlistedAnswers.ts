import { Migration } from '@mikro-orm/migrations';

/**
 * Answers from names not on the host's list wait for the host's approval (approved_at), apart from the plan's guest
 * limit. Expand only: a nullable column the invitation service never writes (it keeps its insert and RSVP column
 * grants; the dashboard owns the table, so its table-wide grants cover the column), and an index for counting the
 * waiting answers. Earlier self-added answers were never approved by a host, so they start out waiting.
 */
export class Migration20261126020000UnlistedAnswers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "guests" add column if not exists "approved_at" timestamptz null`);
    this.addSql(
      `create index if not exists "guests_unlisted_idx" on "guests" ("invitation_id", "created_at") where "source" = 'rsvp' and "approved_at" is null`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "guests_unlisted_idx"`);
    this.addSql(`alter table "guests" drop column if exists "approved_at"`);
  }
}
