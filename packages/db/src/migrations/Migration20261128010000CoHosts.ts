import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, ownTableSql, privateTableSql } from '../ownership';

/**
 * Private invitations, co-hosts and the activity log (issue 35).
 *
 * - `invitations.privacy`: public (anyone with the slug), guests (a personal link only) or password; `privacy_title`
 *   the only thing a locked page shows. An update of the row NOTIFYs `public_slug_changed` (every replica drops its
 *   copy at once).
 * - `invitation_passwords`: the password's hash and the key its unlock cookie carries (a new key on every change, so
 *   a changed password locks out every browser that had the old one). The dashboard writes it; only the invitation
 *   service (which checks it) may read it.
 * - `invitation_members`: who else works on an invitation, as editor or receptionist. Every service reads it (each
 *   checks the role itself); the dashboard writes it.
 * - `invitation_member_invites`: the mailed invitations to join, by the hash of their one-time token; dashboard only.
 * - `invitation_activity`: who changed what and when, deleted with its invitation. Append-only by grants.
 */
export class Migration20261128010000CoHosts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invitations" add column if not exists "privacy" text not null default 'public'
      check ("privacy" in ('public', 'guests', 'password'))`);
    this.addSql(`alter table "invitations" add column if not exists "privacy_title" text null
      check (length("privacy_title") between 1 and 100)`);

    this.addSql(`create table if not exists "invitation_passwords" (
      "invitation_id" uuid primary key references "invitations" ("id") on delete cascade,
      "password_hash" text not null,
      "access_key" text not null check (length("access_key") >= 32),
      "updated_at" timestamptz not null default now())`);
    privateTableSql('invitation_passwords', 'dashboard').forEach((sql) => this.addSql(sql));
    this.addSql(`grant select on table "invitation_passwords" to ${dbRoleOf('invitation')}`);

    this.addSql(`create table if not exists "invitation_members" (
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "user_id" uuid not null references "auth_users" ("id") on delete cascade,
      "role" text not null check ("role" in ('editor', 'receptionist')),
      "invited_by" uuid null references "auth_users" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      primary key ("invitation_id", "user_id"))`);
    this.addSql(`create index if not exists "invitation_members_user_idx" on "invitation_members" ("user_id")`);
    ownTableSql('invitation_members', 'dashboard').forEach((sql) => this.addSql(sql));

    this.addSql(`create table if not exists "invitation_member_invites" (
      "id" uuid primary key,
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "email" text not null check (length("email") between 3 and 254),
      "role" text not null check ("role" in ('editor', 'receptionist')),
      "token_hash" text not null unique,
      "invited_by" uuid null references "auth_users" ("id") on delete set null,
      "expires_at" timestamptz not null,
      "accepted_at" timestamptz null,
      "accepted_by" uuid null references "auth_users" ("id") on delete set null,
      "created_at" timestamptz not null default now())`);
    // One open invitation per address and invitation.
    this.addSql(`create unique index if not exists "invitation_member_invites_open_idx"
      on "invitation_member_invites" ("invitation_id", lower("email")) where "accepted_at" is null`);
    privateTableSql('invitation_member_invites', 'dashboard').forEach((sql) => this.addSql(sql));

    this.addSql(`create table if not exists "invitation_activity" (
      "id" uuid primary key default gen_random_uuid(),
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "actor_id" uuid null references "auth_users" ("id") on delete set null,
      "actor_name" text not null,
      "action" text not null,
      "details" jsonb not null default '{}',
      "created_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "invitation_activity_invitation_idx" on "invitation_activity" ("invitation_id", "created_at" desc, "id")`,
    );
    ownTableSql('invitation_activity', 'dashboard').forEach((sql) => this.addSql(sql));
    this.addSql(`revoke update, delete, truncate on table "invitation_activity" from ${dbRoleOf('dashboard')}`);

    // The dashboard mails co-host invitations: through SMTP, or into the local outbox (insert only, as billing).
    this.addSql(`grant insert on table "auth_mail_outbox" to ${dbRoleOf('dashboard')}`);
    this.addSql(`grant usage on sequence "auth_mail_outbox_id_seq" to ${dbRoleOf('dashboard')}`);
  }

  override async down(): Promise<void> {
    this.addSql(`revoke usage on sequence "auth_mail_outbox_id_seq" from ${dbRoleOf('dashboard')}`);
    this.addSql(`revoke insert on table "auth_mail_outbox" from ${dbRoleOf('dashboard')}`);
    this.addSql(`drop table if exists "invitation_activity"`);
    this.addSql(`drop table if exists "invitation_member_invites"`);
    this.addSql(`drop table if exists "invitation_members"`);
    this.addSql(`drop table if exists "invitation_passwords"`);
    this.addSql(`alter table "invitations" drop column if exists "privacy_title"`);
    this.addSql(`alter table "invitations" drop column if exists "privacy"`);
  }
}
