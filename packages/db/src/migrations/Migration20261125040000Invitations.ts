import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, ownTableSql } from '../ownership';

/**
 * Invitations and their guests belong to the dashboard service (the host's side). Guests answer through the
 * invitation service, which may add a guest who RSVPs by name and set only the RSVP columns of a guest: the
 * one place a table has two writers, narrowed by column grants. Guest-book entries and views belong to the
 * invitation service.
 */
export class Migration20261125040000Invitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "invitations" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "auth_users" ("id") on delete cascade,
      "slug" text not null unique check ("slug" ~ '^[a-z0-9-]{3,50}$'),
      "couple_name" text not null default 'Undangan Baru',
      "category" text not null default 'wedding' check ("category" in ('wedding', 'birthday', 'corporate', 'graduation', 'anniversary', 'other')),
      "event_date" date not null default current_date,
      "event_time" text null,
      "location" text null,
      "maps_link" text null,
      "quotes" text null,
      "gallery" jsonb not null default '[]',
      "music_url" text null,
      "background_image" text null,
      "background_video" text null,
      "theme_id" text not null default 'romantic-blush',
      "theme_data" jsonb null,
      "seo_title" text null,
      "seo_description" text null,
      "gift_accounts" jsonb not null default '[]',
      "live_stream_url" text null,
      "is_active" boolean not null default true,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    this.addSql(`create index if not exists "invitations_user_idx" on "invitations" ("user_id", "created_at" desc)`);

    this.addSql(`create table if not exists "guests" (
      "id" uuid primary key default gen_random_uuid(),
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "name" text not null check (length(btrim("name")) between 1 and 100),
      "phone" text null,
      "group_name" text null,
      "seats" integer not null default 1 check ("seats" between 1 and 50),
      "code" text not null unique default replace(gen_random_uuid()::text, '-', ''),
      "status" text not null default 'pending' check ("status" in ('pending', 'confirmed', 'declined')),
      "guest_count" integer not null default 1 check ("guest_count" between 1 and 10),
      "dietary_requirements" text null,
      "message" text null,
      "rsvp_date" timestamptz null,
      "source" text not null default 'host' check ("source" in ('host', 'rsvp')),
      "sent_at" timestamptz null,
      "opened_at" timestamptz null,
      "checked_in_at" timestamptz null,
      "checked_in_count" integer null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    // A guest is found by name on the public page (RSVP by name), so a name is unique within an invitation.
    this.addSql(
      `create unique index if not exists "guests_invitation_name_key" on "guests" ("invitation_id", lower(btrim("name")))`,
    );
    this.addSql(
      `create index if not exists "guests_invitation_created_idx" on "guests" ("invitation_id", "created_at" desc)`,
    );

    this.addSql(`create table if not exists "guestbook_entries" (
      "id" uuid primary key default gen_random_uuid(),
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "name" text not null,
      "email" text null,
      "message" text not null,
      "hidden" boolean not null default false,
      "created_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "guestbook_invitation_idx" on "guestbook_entries" ("invitation_id", "created_at" desc)`,
    );

    this.addSql(`create table if not exists "invitation_views" (
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "visitor" text not null,
      "day" date not null,
      "guest_id" uuid null,
      "created_at" timestamptz not null default now(),
      primary key ("invitation_id", "visitor", "day"))`);

    this.addSql(`create table if not exists "blog_post_views" (
      "post_id" uuid not null references "blog_posts" ("id") on delete cascade,
      "visitor" text not null,
      "day" date not null,
      primary key ("post_id", "visitor", "day"))`);

    ownTableSql('invitations', 'dashboard').forEach((sql) => this.addSql(sql));
    ownTableSql('guests', 'dashboard').forEach((sql) => this.addSql(sql));
    this.addSql(`grant insert on table "guests" to ${dbRoleOf('invitation')}`);
    this.addSql(
      `grant update ("phone", "status", "guest_count", "dietary_requirements", "message", "rsvp_date", "opened_at", "updated_at") on table "guests" to ${dbRoleOf('invitation')}`,
    );
    for (const table of ['guestbook_entries', 'invitation_views', 'blog_post_views'])
      ownTableSql(table, 'invitation').forEach((sql) => this.addSql(sql));
  }

  override async down(): Promise<void> {
    for (const table of ['blog_post_views', 'invitation_views', 'guestbook_entries', 'guests', 'invitations'])
      this.addSql(`drop table if exists "${table}"`);
  }
}
