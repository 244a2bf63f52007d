import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, ownTableSql, privateTableSql, serviceNames } from '../ownership';

/**
 * Identity: users, profiles, sessions with their refresh tokens, one-time e-mail tokens, the local mail
 * outbox and rate-limit counters. Only the auth service reads credentials and tokens; every service may
 * read profiles and the non-secret columns of auth_users.
 */
export class Migration20261125010000Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "auth_users" (
      "id" uuid primary key,
      "email" text not null,
      "encrypted_password" text not null,
      "role" text not null default 'user' check ("role" in ('user', 'admin')),
      "email_confirmed_at" timestamptz null,
      "email_confirmed_by_link" boolean not null default false,
      "confirmation_sent_at" timestamptz null,
      "recovery_sent_at" timestamptz null,
      "last_sign_in_at" timestamptz null,
      "user_metadata" jsonb not null default '{}',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    this.addSql(`create unique index if not exists "auth_users_email_key" on "auth_users" (lower("email"))`);

    this.addSql(`create table if not exists "profiles" (
      "id" uuid primary key references "auth_users" ("id") on delete cascade,
      "name" text null,
      "email" text null,
      "whatsapp" text null,
      "referral_code" text null,
      "avatar_url" text null,
      "updated_at" timestamptz not null default now())`);
    this.addSql(
      `create unique index if not exists "profiles_whatsapp_key" on "profiles" ("whatsapp") where "whatsapp" is not null`,
    );

    this.addSql(`create table if not exists "auth_sessions" (
      "id" uuid primary key,
      "user_id" uuid not null references "auth_users" ("id") on delete cascade,
      "method" text not null,
      "user_agent" text null,
      "ip" text null,
      "created_at" timestamptz not null default now(),
      "refreshed_at" timestamptz null)`);
    this.addSql(`create index if not exists "auth_sessions_user_id_idx" on "auth_sessions" ("user_id")`);

    this.addSql(`create table if not exists "auth_refresh_tokens" (
      "token_hash" text primary key,
      "session_id" uuid not null references "auth_sessions" ("id") on delete cascade,
      "parent_hash" text null,
      "revoked" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    this.addSql(`create index if not exists "auth_refresh_tokens_session_idx" on "auth_refresh_tokens" ("session_id")`);

    this.addSql(`create table if not exists "auth_one_time_tokens" (
      "token_hash" text primary key,
      "user_id" uuid not null references "auth_users" ("id") on delete cascade,
      "kind" text not null check ("kind" in ('confirmation', 'recovery')),
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "auth_one_time_tokens_user_idx" on "auth_one_time_tokens" ("user_id", "kind")`,
    );

    this.addSql(`create table if not exists "auth_mail_outbox" (
      "id" bigserial primary key,
      "recipient" text not null,
      "subject" text not null,
      "text_body" text not null,
      "html_body" text not null,
      "created_at" timestamptz not null default now())`);

    this.addSql(`create table if not exists "auth_rate_limits" (
      "bucket" text not null,
      "window_start" timestamptz not null,
      "hits" integer not null,
      primary key ("bucket", "window_start"))`);

    const others = serviceNames
      .filter((s) => s !== 'auth')
      .map(dbRoleOf)
      .join(', ');
    this.addSql(`revoke all on table "auth_users" from ${serviceNames.map(dbRoleOf).join(', ')}`);
    this.addSql(`grant select, insert, update, delete on table "auth_users" to ${dbRoleOf('auth')}`);
    // Other services may see who a user is, never the password hash.
    this.addSql(
      `grant select ("id", "email", "role", "email_confirmed_at", "last_sign_in_at", "created_at", "updated_at") on table "auth_users" to ${others}`,
    );
    ownTableSql('profiles', 'auth').forEach((sql) => this.addSql(sql));
    for (const table of [
      'auth_sessions',
      'auth_refresh_tokens',
      'auth_one_time_tokens',
      'auth_mail_outbox',
      'auth_rate_limits',
    ]) {
      privateTableSql(table, 'auth').forEach((sql) => this.addSql(sql));
    }
    this.addSql(`grant usage, select on sequence "auth_mail_outbox_id_seq" to ${dbRoleOf('auth')}`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'auth_rate_limits',
      'auth_mail_outbox',
      'auth_one_time_tokens',
      'auth_refresh_tokens',
      'auth_sessions',
      'profiles',
      'auth_users',
    ]) {
      this.addSql(`drop table if exists "${table}"`);
    }
  }
}
