import { Migration } from '@mikro-orm/migrations';
import { privateTableSql } from '../ownership';

/**
 * What the invitation service's replicas share. Its rate limits (RSVP, guest book, views) count in Postgres, per fixed
 * window, so a second replica adds no allowance; the counters hold client addresses, so only that service reads them.
 * An edit of an invitation, a page or a theme NOTIFYs `public_slug_changed` (the slug, or '*' for every slug), so
 * every replica drops its short in-memory copy at once instead of at the copy's expiry. Expand only.
 */
export class Migration20261126120000ReplicaSharedState extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "invitation_rate_limits" (
      "bucket" text not null,
      "window_start" timestamptz not null,
      "hits" integer not null,
      primary key ("bucket", "window_start"))`);
    this.addSql(
      `create index if not exists "invitation_rate_limits_window_start_idx" on "invitation_rate_limits" ("window_start")`,
    );
    privateTableSql('invitation_rate_limits', 'invitation').forEach((sql) => this.addSql(sql));

    this.addSql(`create or replace function public_slug_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform pg_notify('public_slug_changed', old.slug); end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.slug is distinct from old.slug) then
          perform pg_notify('public_slug_changed', new.slug);
        end if;
        return null;
      end $$`);
    this.addSql(`create or replace function public_slugs_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('public_slug_changed', '*');
        return null;
      end $$`);
    for (const table of ['invitations', 'pages']) {
      this.addSql(`drop trigger if exists "${table}_public_slug_changed" on "${table}"`);
      this.addSql(`create trigger "${table}_public_slug_changed" after insert or update or delete on "${table}"
        for each row execute function public_slug_changed()`);
    }
    // A theme's base look is part of every invitation using it.
    this.addSql(`drop trigger if exists "themes_public_slug_changed" on "themes"`);
    this.addSql(`create trigger "themes_public_slug_changed" after update or delete on "themes"
      for each statement execute function public_slugs_changed()`);
  }

  /** Drops the counters with their table (they are minutes old at most) and the triggers. */
  override async down(): Promise<void> {
    for (const table of ['themes', 'pages', 'invitations'])
      this.addSql(`drop trigger if exists "${table}_public_slug_changed" on "${table}"`);
    this.addSql(`drop function if exists public_slugs_changed()`);
    this.addSql(`drop function if exists public_slug_changed()`);
    this.addSql(`drop table if exists "invitation_rate_limits"`);
  }
}
