import { Migration } from '@mikro-orm/migrations';
import { ownTableSql, privateTableSql } from '../ownership';

/**
 * The host's guest tools: subscriptions (which plan's limits apply; billing fills it), the WhatsApp message
 * template, receptionist check-in links with a PIN and their sessions, and guests added at the door.
 */
export class Migration20261125060000GuestTools extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "subscriptions" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "auth_users" ("id") on delete cascade,
      "plan_id" text not null references "plans" ("id"),
      "status" text not null default 'pending' check ("status" in ('active', 'cancelled', 'expired', 'pending')),
      "current_period_end" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    this.addSql(`create index if not exists "subscriptions_user_idx" on "subscriptions" ("user_id", "status")`);
    this.addSql(`alter table "invitations" add column if not exists "wa_template" text null`);
    // Widening a check is safe for running services: new sources for guests added by import or at the door.
    this.addSql(`alter table "guests" drop constraint if exists "guests_source_check"`);
    this.addSql(
      `alter table "guests" add constraint "guests_source_check" check ("source" in ('host', 'rsvp', 'import', 'walkin'))`,
    );
    this.addSql(
      `create index if not exists "guests_invitation_name_idx" on "guests" ("invitation_id", lower("name") text_pattern_ops)`,
    );
    this.addSql(`create table if not exists "checkin_links" (
      "id" uuid primary key default gen_random_uuid(),
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "token" text not null unique,
      "pin_hash" text not null,
      "label" text not null default 'Penerima tamu',
      "created_at" timestamptz not null default now(),
      "revoked_at" timestamptz null)`);
    this.addSql(`create table if not exists "checkin_sessions" (
      "token_hash" text primary key,
      "link_id" uuid not null references "checkin_links" ("id") on delete cascade,
      "expires_at" timestamptz not null)`);
    ownTableSql('subscriptions', 'dashboard').forEach((sql) => this.addSql(sql));
    ownTableSql('checkin_links', 'dashboard').forEach((sql) => this.addSql(sql));
    privateTableSql('checkin_sessions', 'dashboard').forEach((sql) => this.addSql(sql));
  }

  /** Drops subscriptions, receptionist links and their sessions with their tables, and the message template. */
  override async down(): Promise<void> {
    for (const table of ['checkin_sessions', 'checkin_links', 'subscriptions'])
      this.addSql(`drop table if exists "${table}"`);
    this.addSql(`alter table "invitations" drop column if exists "wa_template"`);
    this.addSql(`drop index if exists "guests_invitation_name_idx"`);
    // Imported and walk-in guests already on lists stay: the narrower check holds for new rows only.
    this.addSql(`alter table "guests" drop constraint if exists "guests_source_check"`);
    this.addSql(
      `alter table "guests" add constraint "guests_source_check" check ("source" in ('host', 'rsvp')) not valid`,
    );
  }
}
