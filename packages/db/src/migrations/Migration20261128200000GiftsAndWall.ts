import { Migration } from '@mikro-orm/migrations';
import { privateTableSql } from '../ownership';

/**
 * Gifts and the wishes wall (issue 40): the host's QRIS image in Amplop Digital (an upload of theirs), guests' gift
 * confirmations (the invitation service's, readable by it alone: names and amounts are the hosts' business), the
 * guest book's approve-first mode and the venue screen's secret link, and wishes waiting for approval. Every change of
 * a wish or of a wall's link is announced (`guestbook_changed`), so every replica's open walls follow at once.
 */
export class Migration20261128200000GiftsAndWall extends Migration {
  override async up(): Promise<void> {
    // The QRIS is one of the hosts' uploads, by id: a deleted file leaves no broken image on the page.
    this.addSql(
      `alter table "invitations" add column if not exists "gift_qris_media_id" uuid null references "media_files" ("id") on delete set null`,
    );
    // A new column with a constant default is metadata only: no rewrite, no long lock of the large table.
    this.addSql(`alter table "guestbook_entries" add column if not exists "approved" boolean not null default true`);

    this.addSql(`create table if not exists "gift_confirmations" (
      "id" uuid primary key default gen_random_uuid(),
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "guest_id" uuid null references "guests" ("id") on delete set null,
      "name" text not null check (length("name") between 1 and 100),
      "channel" text not null check ("channel" in ('transfer', 'ewallet', 'qris', 'kado')),
      "amount" bigint null check ("amount" between 1 and 100000000),
      "message" text null check (length("message") <= 500),
      "thanked_at" timestamptz null,
      "created_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "gift_confirmations_invitation_idx" on "gift_confirmations" ("invitation_id", "created_at" desc)`,
    );

    this.addSql(`create table if not exists "guestbook_settings" (
      "invitation_id" uuid primary key references "invitations" ("id") on delete cascade,
      "approve_first" boolean not null default false,
      "wall_token" text null unique check ("wall_token" ~ '^[A-Za-z0-9_-]{32}$'),
      "updated_at" timestamptz not null default now())`);

    // One announcement per changed wish or wall link: '<invitation id>:<entry id>' or '<invitation id>:wall'.
    this.addSql(`create or replace function guestbook_changed() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'guestbook_settings' then
          if tg_op = 'DELETE' or tg_op = 'INSERT' or new.wall_token is distinct from old.wall_token then
            perform pg_notify('guestbook_changed', coalesce(new.invitation_id, old.invitation_id)::text || ':wall');
          end if;
        else
          perform pg_notify('guestbook_changed',
            coalesce(new.invitation_id, old.invitation_id)::text || ':' || coalesce(new.id, old.id)::text);
        end if;
        return null;
      end $$`);
    this.addSql(`drop trigger if exists "guestbook_entries_changed" on "guestbook_entries"`);
    this
      .addSql(`create trigger "guestbook_entries_changed" after insert or delete or update of "hidden", "approved", "message", "name"
      on "guestbook_entries" for each row execute function guestbook_changed()`);
    this.addSql(`drop trigger if exists "guestbook_settings_changed" on "guestbook_settings"`);
    this.addSql(`create trigger "guestbook_settings_changed" after insert or update or delete
      on "guestbook_settings" for each row execute function guestbook_changed()`);

    privateTableSql('gift_confirmations', 'invitation').forEach((sql) => this.addSql(sql));
    privateTableSql('guestbook_settings', 'invitation').forEach((sql) => this.addSql(sql));
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "guestbook_entries_changed" on "guestbook_entries"`);
    this.addSql(`drop table if exists "guestbook_settings"`);
    this.addSql(`drop table if exists "gift_confirmations"`);
    this.addSql(`drop function if exists guestbook_changed()`);
    this.addSql(`alter table "guestbook_entries" drop column if exists "approved"`);
    this.addSql(`alter table "invitations" drop column if exists "gift_qris_media_id"`);
  }
}
