import { Migration } from '@mikro-orm/migrations';
import { privateTableSql } from '../ownership';

/**
 * The check-in desk that works without signal (issue 36).
 *
 * - `desk_devices`: a phone or laptop that keeps an invitation's desk offline. Its 32-byte key is the one the device
 *   encrypts its copy of the guest list with and signs its offline check-ins with; the server keeps it to check those
 *   signatures and never hands it out again. A device belongs to a receptionist link (deleted when the link is revoked)
 *   or to a signed-in host or co-host (deleted when they lose the invitation).
 * - `desk_ops`: every offline check-in, walk-in and correction a device synced, by the id the device gave it, with
 *   the server's answer: a batch sent again gets the same answers and counts nothing twice.
 * Both are the dashboard's alone.
 */
export class Migration20261128060000OfflineDesk extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "desk_devices" (
      "id" uuid primary key default gen_random_uuid(),
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "link_id" uuid null references "checkin_links" ("id") on delete cascade,
      "user_id" uuid null references "auth_users" ("id") on delete cascade,
      "label" text not null check (length("label") between 1 and 100),
      "key" bytea not null check (length("key") = 32),
      "created_at" timestamptz not null default now(),
      "synced_at" timestamptz null,
      check (("link_id" is null) <> ("user_id" is null)))`);
    this.addSql(`create index if not exists "desk_devices_invitation_idx" on "desk_devices" ("invitation_id")`);
    this.addSql(`create index if not exists "desk_devices_link_idx" on "desk_devices" ("link_id")`);
    this.addSql(`create index if not exists "desk_devices_user_idx" on "desk_devices" ("user_id")`);
    privateTableSql('desk_devices', 'dashboard').forEach((sql) => this.addSql(sql));

    this.addSql(`create table if not exists "desk_ops" (
      "id" uuid primary key,
      "device_id" uuid not null references "desk_devices" ("id") on delete cascade,
      "invitation_id" uuid not null references "invitations" ("id") on delete cascade,
      "guest_id" uuid null references "guests" ("id") on delete set null,
      "kind" text not null check ("kind" in ('checkin', 'walkin', 'people')),
      "at" timestamptz not null,
      "outcome" jsonb not null,
      "received_at" timestamptz not null default now())`);
    this.addSql(`create index if not exists "desk_ops_device_guest_idx" on "desk_ops" ("device_id", "guest_id")`);
    // A deleted guest sets its ops' guest to null, a deleted invitation deletes its ops: both look them up.
    this.addSql(`create index if not exists "desk_ops_guest_idx" on "desk_ops" ("guest_id")`);
    this.addSql(`create index if not exists "desk_ops_invitation_idx" on "desk_ops" ("invitation_id")`);
    privateTableSql('desk_ops', 'dashboard').forEach((sql) => this.addSql(sql));
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "desk_ops"`);
    this.addSql(`drop table if exists "desk_devices"`);
  }
}
