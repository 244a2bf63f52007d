import { Migration } from '@mikro-orm/migrations';
import { ownTableSql, privateTableSql } from '../ownership';

/**
 * WhatsApp sent by the platform (issue 34): one row per message to a guest, unique per guest, kind and round (the
 * idempotency key: a crash or a second tap never messages a guest twice), the numbers that asked a host to stop, the
 * reminders a host scheduled, and the local sandbox's own record of what each number received.
 */
export class Migration20261127150000WhatsApp extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "whatsapp_messages" (
      "id" uuid primary key,
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "guest_id" uuid not null references "guests" ("id") on delete cascade,
      "kind" text not null check ("kind" in ('invitation', 'reminder')),
      "round" text not null check (length("round") between 1 and 80),
      "channel" text not null default 'api' check ("channel" in ('api', 'tap')),
      "phone" text not null check ("phone" ~ '^[0-9]{8,15}$'),
      "body" text not null,
      "status" text not null default 'queued'
        check ("status" in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped')),
      "wamid" text null unique,
      "error_code" integer null,
      "error_reason" text null,
      "attempts" integer not null default 0,
      "claimed_at" timestamptz null,
      "sent_at" timestamptz null,
      "delivered_at" timestamptz null,
      "read_at" timestamptz null,
      "failed_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      unique ("guest_id", "kind", "round"))`);
    this.addSql(
      `create index if not exists "whatsapp_messages_invitation_idx" on "whatsapp_messages" ("invitation_id", "status")`,
    );
    this.addSql(
      `create index if not exists "whatsapp_messages_unfinished_idx" on "whatsapp_messages" ("updated_at") where "status" in ('queued', 'sending')`,
    );
    this.addSql(`create index if not exists "whatsapp_messages_phone_idx" on "whatsapp_messages" ("phone", "sent_at")`);
    ownTableSql('whatsapp_messages', 'dashboard').forEach((sql) => this.addSql(sql));

    this.addSql(`create table if not exists "whatsapp_opt_outs" (
      "user_id" uuid not null references "auth_users" ("id") on delete cascade,
      "phone" text not null check ("phone" ~ '^[0-9]{8,15}$'),
      "created_at" timestamptz not null default now(),
      primary key ("user_id", "phone"))`);
    ownTableSql('whatsapp_opt_outs', 'dashboard').forEach((sql) => this.addSql(sql));

    this.addSql(`create table if not exists "whatsapp_reminders" (
      "id" uuid primary key,
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "audience" text not null check ("audience" in ('unanswered', 'confirmed')),
      "session_id" uuid null references "invitation_sessions" ("id") on delete cascade,
      "send_at" timestamptz not null,
      "time_zone" text not null check ("time_zone" in ('WIB', 'WITA', 'WIT')),
      "status" text not null default 'scheduled' check ("status" in ('scheduled', 'done', 'cancelled')),
      "queued" integer not null default 0,
      "created_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "whatsapp_reminders_invitation_idx" on "whatsapp_reminders" ("invitation_id", "send_at")`,
    );
    ownTableSql('whatsapp_reminders', 'dashboard').forEach((sql) => this.addSql(sql));

    // Which channel the dashboard runs (the Cloud API, the sandbox, or none): the catalogue reads it, so a server with
    // no WhatsApp settings shows 'Integrasi WhatsApp' as 'Segera hadir'. One row, written at each start.
    this.addSql(`create table if not exists "whatsapp_channel" (
      "id" smallint primary key default 1 check ("id" = 1),
      "channel" text not null check ("channel" in ('cloud', 'sandbox', 'off')),
      "updated_at" timestamptz not null default now())`);
    ownTableSql('whatsapp_channel', 'dashboard').forEach((sql) => this.addSql(sql));

    // The sandbox stands in for Meta: what each number received and wrote back, kept apart from the messages it is asked to send.
    this.addSql(`create table if not exists "whatsapp_sandbox_messages" (
      "wamid" text primary key,
      "direction" text not null check ("direction" in ('out', 'in')),
      "phone_number_id" text not null,
      "contact" text not null,
      "template" text null,
      "body" text not null,
      "header_image" text null,
      "callback_data" text null,
      "status" text not null default 'accepted',
      "reply_to" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "whatsapp_sandbox_messages_contact_idx" on "whatsapp_sandbox_messages" ("contact", "created_at")`,
    );
    privateTableSql('whatsapp_sandbox_messages', 'dashboard').forEach((sql) => this.addSql(sql));
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "whatsapp_sandbox_messages"`);
    this.addSql(`drop table if exists "whatsapp_channel"`);
    this.addSql(`drop table if exists "whatsapp_reminders"`);
    this.addSql(`drop table if exists "whatsapp_opt_outs"`);
    this.addSql(`drop table if exists "whatsapp_messages"`);
  }
}
