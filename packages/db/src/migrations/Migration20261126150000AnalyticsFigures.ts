import { Migration } from '@mikro-orm/migrations';
import { backfillSql, statementTriggersSql, triggerFunctionSql, type KeptFigures } from '../kept-figures';
import { ownTableSql } from '../ownership';
import { guestListFigures } from './Migration20261126130000GuestListCounts';

// Walk-ins come to the door uninvited: they count at check-in, never among the guests who could answer.
const invited = (g: string) => `${g}.source <> 'walkin'`;
// A response time needs the sending and the answer after it.
const timed = (g: string) =>
  `${g}.sent_at is not null and ${g}.rsvp_date is not null and ${g}.rsvp_date >= ${g}.sent_at`;
const jakartaDay = (t: string) => `(${t} at time zone 'Asia/Jakarta')::date`;

/** What the host's analytics read of each guest, beside the list's own figures (same rows of guest_list_counts). */
const analyticsColumns = (g: string): Record<string, string> => ({
  invited: `(${invited(g)})::int`,
  invited_confirmed: `(${invited(g)} and ${g}.status = 'confirmed')::int`,
  invited_declined: `(${invited(g)} and ${g}.status = 'declined')::int`,
  invited_answered: `(${invited(g)} and ${g}.status <> 'pending')::int`,
  opened_answered: `(${g}.opened_at is not null and ${g}.status <> 'pending')::int`,
  responses_timed: `(${timed(g)})::int`,
  response_ms: `(case when ${timed(g)} then round(extract(epoch from ${g}.rsvp_date - ${g}.sent_at) * 1000) else 0 end)::bigint`,
});
const analyticsFigures: KeptFigures = { ...guestListFigures, figures: analyticsColumns };
/** The 'invited' figures as this migration defined them (still kept for the releases that read them). */
export const legacyAnalytics = analyticsFigures;
export const listAndAnalytics: KeptFigures = {
  ...guestListFigures,
  figures: (g) => ({ ...guestListFigures.figures(g), ...analyticsColumns(g) }),
};

/** Answers per day (Jakarta time) of each invitation: the 7-day trend and the week's responses. */
const answerDays: KeptFigures = {
  table: 'guest_answer_days',
  key: (g) => ({ invitation_id: `${g}.invitation_id`, day: jakartaDay(`${g}.rsvp_date`) }),
  shardBy: (g) => `${g}.id::text`,
  figures: (g) => ({ answers: '1', invited_answers: `(${invited(g)} and ${g}.status <> 'pending')::int` }),
  counted: (g) => `${g}.rsvp_date is not null`,
};

/** Views (one per visitor per day) per day of each invitation. */
const viewDays: KeptFigures = {
  table: 'invitation_view_days',
  key: (v) => ({ invitation_id: `${v}.invitation_id`, day: `${v}.day` }),
  shardBy: (v) => `${v}.visitor`,
  figures: () => ({ views: '1' }),
};

const dayTable = (table: string, columns: string[]) => `create table if not exists "${table}" (
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "day" date not null,
      "shard" smallint not null,
      ${columns.map((c) => `"${c}" integer not null default 0`).join(',\n      ')},
      primary key ("invitation_id", "day", "shard"))`;

/**
 * The analytics kept as guests and views change, as the guest list's figures are (packages/db/src/kept-figures.ts):
 * the host's analytics and dashboard read a few rows per invitation and day instead of every guest and visit, so
 * 100,000 guests cost what 100 do. New columns of guest_list_counts, answers per day and views per day, each kept by
 * the statement triggers in the same transaction as the change. The tables of guests and views are held still
 * (writes wait, reads go on) while the figures are first counted, so none is missed: one pass over each.
 */
export class Migration20261126150000AnalyticsFigures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`lock table "guests", "invitation_views" in share row exclusive mode`);
    const added = Object.keys(analyticsColumns('g'));
    this.addSql(
      `alter table "guest_list_counts" ${added
        .map((c) => `add column if not exists "${c}" ${c === 'response_ms' ? 'bigint' : 'integer'} not null default 0`)
        .join(', ')}`,
    );
    this.addSql(dayTable('guest_answer_days', ['answers', 'invited_answers']));
    ownTableSql('guest_answer_days', 'dashboard').forEach((sql) => this.addSql(sql));
    this.addSql(dayTable('invitation_view_days', ['views']));
    ownTableSql('invitation_view_days', 'invitation').forEach((sql) => this.addSql(sql));

    this.addSql(triggerFunctionSql('guest_list_counts_apply', listAndAnalytics, answerDays));
    this.addSql(triggerFunctionSql('invitation_view_days_apply', viewDays));
    this.addSql(`revoke all on function invitation_view_days_apply() from public`);
    statementTriggersSql('invitation_views', 'invitation_views_days', 'invitation_view_days_apply').forEach((sql) =>
      this.addSql(sql),
    );

    this.addSql(backfillSql(analyticsFigures, 'guests', { replace: true }));
    this.addSql(backfillSql(answerDays, 'guests'));
    this.addSql(backfillSql(viewDays, 'invitation_views'));
  }

  /** Derived figures only: the guest list's function as it was, and the analytics' figures gone. */
  override async down(): Promise<void> {
    statementTriggersSql('invitation_views', 'invitation_views_days', 'invitation_view_days_apply')
      .filter((sql) => sql.startsWith('drop'))
      .forEach((sql) => this.addSql(sql));
    this.addSql(`drop function if exists invitation_view_days_apply()`);
    this.addSql(triggerFunctionSql('guest_list_counts_apply', guestListFigures));
    this.addSql(`drop table if exists "invitation_view_days"`);
    this.addSql(`drop table if exists "guest_answer_days"`);
    this.addSql(
      `alter table "guest_list_counts" ${Object.keys(analyticsColumns('g'))
        .map((c) => `drop column if exists "${c}"`)
        .join(', ')}`,
    );
  }
}

/** The answers per day as this migration defined them. */
export const legacyAnswerDays = answerDays;
