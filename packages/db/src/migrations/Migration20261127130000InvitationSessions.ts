import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, ownTableSql } from '../ownership';

const clock = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * Sessions (acara per sesi: akad, resepsi, unduh mantu …): an invitation has one or more, in the host's order, each
 * with its date, times in its own zone (WIB, WITA, WIT) and place. Guests are invited to all sessions unless the host
 * picks some (`guests.all_sessions`, `guest_sessions`); they answer each session (`guest_session_answers`) and are
 * checked in per session (`session_checkins`).
 *
 * Every invitation keeps at least its first session: a new invitation gets one from its event fields (trigger), and
 * the invitation's event fields stay the first session's (both ways, guarded), so every page and figure that reads
 * them behaves as before. Existing invitations become one-session invitations; answers and check-ins move to it.
 */
export class Migration20261127130000InvitationSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "invitation_sessions" (
      "id" uuid primary key default gen_random_uuid(),
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "position" smallint not null check ("position" between 0 and 19),
      "name" text not null check (char_length(btrim("name")) between 1 and 60),
      "event_date" date not null,
      "start_time" text null check ("start_time" ~ ${clock}),
      "end_time" text null check ("end_time" ~ ${clock}),
      "time_zone" text not null default 'WIB' check ("time_zone" in ('WIB', 'WITA', 'WIT')),
      "venue_name" text null check (char_length("venue_name") <= 300),
      "address" text null check (char_length("address") <= 500),
      "maps_link" text null check (char_length("maps_link") <= 2048),
      "dress_code" text null check (char_length("dress_code") <= 200),
      "note" text null check (char_length("note") <= 1000),
      "is_public" boolean not null default true,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "invitation_sessions_order" unique ("invitation_id", "position") deferrable initially deferred,
      constraint "invitation_sessions_window" check ("end_time" is null or "start_time" is null or "end_time" > "start_time"))`);

    this.addSql(`alter table "guests" add column if not exists "all_sessions" boolean not null default true`);
    this.addSql(`create table if not exists "guest_sessions" (
      "guest_id" uuid not null references "guests" ("id") on delete cascade,
      "session_id" uuid not null references "invitation_sessions" ("id") on delete cascade,
      primary key ("guest_id", "session_id"))`);
    this.addSql(`create index if not exists "guest_sessions_session_idx" on "guest_sessions" ("session_id")`);
    this.addSql(`create table if not exists "guest_session_answers" (
      "guest_id" uuid not null references "guests" ("id") on delete cascade,
      "session_id" uuid not null references "invitation_sessions" ("id") on delete cascade,
      "status" text not null check ("status" in ('confirmed', 'declined')),
      "people" smallint not null default 1 check ("people" between 0 and 99),
      "answered_at" timestamptz not null default now(),
      primary key ("guest_id", "session_id"))`);
    this.addSql(
      `create index if not exists "guest_session_answers_session_idx" on "guest_session_answers" ("session_id", "status")`,
    );
    this.addSql(`create table if not exists "session_checkins" (
      "guest_id" uuid not null references "guests" ("id") on delete cascade,
      "session_id" uuid not null references "invitation_sessions" ("id") on delete cascade,
      "checked_in_at" timestamptz not null default now(),
      "people" smallint not null default 1 check ("people" between 1 and 99),
      "not_invited" boolean not null default false,
      primary key ("guest_id", "session_id"))`);
    this.addSql(`create index if not exists "session_checkins_session_idx" on "session_checkins" ("session_id")`);

    // Every invitation has its first session: one from the event fields, named as one event is ('Acara').
    this
      .addSql(`insert into "invitation_sessions" ("invitation_id", "position", "name", "event_date", "start_time", "venue_name", "maps_link")
      select i."id", 0, 'Acara', i."event_date",
        case when i."event_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]' then left(i."event_time", 5) end,
        nullif(left(i."location", 300), ''), nullif(left(i."maps_link", 2048), '')
      from "invitations" i
      where not exists (select 1 from "invitation_sessions" s where s."invitation_id" = i."id")`);
    // Answers and check-ins so far belong to it; the guests' own columns keep every figure as it was.
    this.addSql(`insert into "guest_session_answers" ("guest_id", "session_id", "status", "people", "answered_at")
      select g."id", s."id", g."status",
        case when g."status" = 'declined' then 0 else least(greatest(g."guest_count", 1), 99) end,
        coalesce(g."rsvp_date", g."updated_at")
      from "guests" g join "invitation_sessions" s on s."invitation_id" = g."invitation_id" and s."position" = 0
      where g."status" in ('confirmed', 'declined')
      on conflict do nothing`);
    this.addSql(`insert into "session_checkins" ("guest_id", "session_id", "checked_in_at", "people")
      select g."id", s."id", g."checked_in_at", least(greatest(coalesce(g."checked_in_count", 1), 1), 99)
      from "guests" g join "invitation_sessions" s on s."invitation_id" = g."invitation_id" and s."position" = 0
      where g."checked_in_at" is not null
      on conflict do nothing`);

    // A new invitation starts with its first session.
    this.addSql(`create or replace function invitation_first_session() returns trigger language plpgsql as $$
      begin
        insert into invitation_sessions (invitation_id, position, name, event_date, start_time, venue_name, maps_link)
        values (new.id, 0, 'Acara', new.event_date,
          case when new.event_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]' then left(new.event_time, 5) end,
          nullif(left(new.location, 300), ''), nullif(left(new.maps_link, 2048), ''));
        return null;
      end $$`);
    this.addSql(`drop trigger if exists "invitations_first_session" on "invitations"`);
    this.addSql(`create trigger "invitations_first_session" after insert on "invitations"
      for each row execute function invitation_first_session()`);

    // The invitation's event fields are its first session's: a change to that session shows there …
    this.addSql(`create or replace function session_to_invitation() returns trigger language plpgsql as $$
      declare first invitation_sessions;
      begin
        select * into first from invitation_sessions
          where invitation_id = coalesce(new.invitation_id, old.invitation_id) order by position limit 1;
        if found then
          update invitations set event_date = first.event_date, event_time = first.start_time,
            location = nullif(concat_ws(', ', first.venue_name, first.address), ''), maps_link = first.maps_link
          where id = first.invitation_id and (event_date, event_time, location, maps_link) is distinct from
            (first.event_date, first.start_time, nullif(concat_ws(', ', first.venue_name, first.address), ''), first.maps_link);
        end if;
        return null;
      end $$`);
    this.addSql(`drop trigger if exists "invitation_sessions_to_invitation" on "invitation_sessions"`);
    this
      .addSql(`create trigger "invitation_sessions_to_invitation" after insert or update or delete on "invitation_sessions"
      for each row execute function session_to_invitation()`);
    // … and an invitation's event fields written as before (the one-session editor) land in its first session.
    this.addSql(`create or replace function invitation_to_session() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() > 1 then return null; end if;
        update invitation_sessions s set event_date = new.event_date,
          start_time = case when new.event_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]' then left(new.event_time, 5) end,
          venue_name = nullif(left(new.location, 300), ''), address = null,
          maps_link = nullif(left(new.maps_link, 2048), ''), updated_at = now()
        where s.invitation_id = new.id
          and s.position = (select min(position) from invitation_sessions where invitation_id = new.id)
          and (s.event_date, s.start_time, nullif(concat_ws(', ', s.venue_name, s.address), ''), s.maps_link)
            is distinct from (new.event_date, new.event_time, new.location, new.maps_link);
        return null;
      end $$`);
    this.addSql(`drop trigger if exists "invitations_to_session" on "invitations"`);
    this.addSql(`create trigger "invitations_to_session"
      after update of "event_date", "event_time", "location", "maps_link" on "invitations"
      for each row execute function invitation_to_session()`);

    // A session is part of the public page: every replica drops its kept copy of the invitation's slug.
    this.addSql(`create or replace function invitation_session_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('public_slug_changed', i.slug) from invitations i
          where i.id = coalesce(new.invitation_id, old.invitation_id);
        return null;
      end $$`);
    this.addSql(`drop trigger if exists "invitation_sessions_public_slug_changed" on "invitation_sessions"`);
    this.addSql(`create trigger "invitation_sessions_public_slug_changed"
      after insert or update or delete on "invitation_sessions"
      for each row execute function invitation_session_changed()`);

    ownTableSql('invitation_sessions', 'dashboard').forEach((sql) => this.addSql(sql));
    ownTableSql('guest_sessions', 'dashboard').forEach((sql) => this.addSql(sql));
    ownTableSql('session_checkins', 'dashboard').forEach((sql) => this.addSql(sql));
    // A guest answers on the public page (the invitation service); the host corrects an answer in the dashboard.
    ownTableSql('guest_session_answers', 'invitation').forEach((sql) => this.addSql(sql));
    this.addSql(`grant insert, update, delete on table "guest_session_answers" to ${dbRoleOf('dashboard')}`);
  }

  /** Drops the sessions with their tables and triggers; the invitations' and guests' own columns hold what was before. */
  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "invitations_to_session" on "invitations"`);
    this.addSql(`drop trigger if exists "invitations_first_session" on "invitations"`);
    for (const table of ['session_checkins', 'guest_session_answers', 'guest_sessions', 'invitation_sessions'])
      this.addSql(`drop table if exists "${table}"`);
    this.addSql(`drop function if exists invitation_to_session()`);
    this.addSql(`drop function if exists invitation_session_changed()`);
    this.addSql(`drop function if exists session_to_invitation()`);
    this.addSql(`drop function if exists invitation_first_session()`);
    this.addSql(`alter table "guests" drop column if exists "all_sessions"`);
  }
}
