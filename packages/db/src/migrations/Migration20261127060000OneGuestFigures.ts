import { Migration } from '@mikro-orm/migrations';
import { guestAnswerDays, guestFigures } from '../guest-figures';
import { backfillSql, triggerFunctionSql, type KeptFigures } from '../kept-figures';
import { legacyAnalytics, legacyAnswerDays, listAndAnalytics } from './Migration20261126150000AnalyticsFigures';

// The dashboard before this release reads the old 'invited' figures; kept exact until a later release drops them (expand, then contract).
const withLegacy = (kept: KeptFigures, legacy: KeptFigures): KeptFigures => ({
  ...kept,
  figures: (g) => ({ ...legacy.figures(g), ...kept.figures(g) }),
});

/**
 * One definition of the guest figures (packages/db/src/guest-figures.ts): the answers, sendings and openings count
 * the guests on the list only, walk-ins get their own figure, and analytics reads the list's figures instead of its
 * own 'invited' ones (which counted answers waiting for approval). The figures are counted again from the guests,
 * held still (writes wait, reads go on) so none is missed. Expand only: new columns, the old ones still kept.
 */
export class Migration20261127060000OneGuestFigures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`lock table "guests" in share row exclusive mode`);
    this.addSql(`alter table "guest_list_counts" add column if not exists "walk_ins" integer not null default 0`);
    this.addSql(`alter table "guest_answer_days" add column if not exists "listed_answers" integer not null default 0`);
    const counts = withLegacy(guestFigures, legacyAnalytics);
    const days = withLegacy(guestAnswerDays, legacyAnswerDays);
    this.addSql(triggerFunctionSql('guest_list_counts_apply', counts, days));
    this.addSql(`delete from "guest_list_counts"`);
    this.addSql(backfillSql(counts, 'guests'));
    this.addSql(`delete from "guest_answer_days"`);
    this.addSql(backfillSql(days, 'guests'));
  }

  /** Derived figures only: the function and the figures as they were, counted again. */
  override async down(): Promise<void> {
    this.addSql(`lock table "guests" in share row exclusive mode`);
    this.addSql(triggerFunctionSql('guest_list_counts_apply', listAndAnalytics, legacyAnswerDays));
    this.addSql(`alter table "guest_list_counts" drop column if exists "walk_ins"`);
    this.addSql(`alter table "guest_answer_days" drop column if exists "listed_answers"`);
    this.addSql(`delete from "guest_list_counts"`);
    this.addSql(backfillSql(listAndAnalytics, 'guests'));
    this.addSql(`delete from "guest_answer_days"`);
    this.addSql(backfillSql(legacyAnswerDays, 'guests'));
  }
}
