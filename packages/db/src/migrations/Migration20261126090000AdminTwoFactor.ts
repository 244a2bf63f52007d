import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, privateTableSql, serviceNames } from '../ownership';

/**
 * Two-factor sign-in (TOTP) in GoTrue's shape: factors, challenges, and the assurance level each session reached
 * (aal1 after a password, aal2 after a verified code), kept across refreshes. The factors hold their secrets, so
 * the tables are the auth service's alone; the admin service may see only whether an account has a verified
 * factor, to require the second step on /api/admin. `admin_by_setting` records which operator setting made the
 * account admin at its latest sign-in or refresh, so the admin list can show roles the settings give.
 */
export class Migration20261126090000AdminTwoFactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "auth_mfa_factors" (
      "id" uuid primary key,
      "user_id" uuid not null references "auth_users" ("id") on delete cascade,
      "friendly_name" text null,
      "factor_type" text not null check ("factor_type" in ('totp')),
      "status" text not null check ("status" in ('unverified', 'verified')),
      "secret" text not null,
      "last_used_step" bigint null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    this.addSql(`create index if not exists "auth_mfa_factors_user_idx" on "auth_mfa_factors" ("user_id")`);
    this.addSql(`create table if not exists "auth_mfa_challenges" (
      "id" uuid primary key,
      "factor_id" uuid not null references "auth_mfa_factors" ("id") on delete cascade,
      "ip" text null,
      "failed_attempts" int not null default 0,
      "created_at" timestamptz not null default now(),
      "verified_at" timestamptz null)`);
    this.addSql(`create index if not exists "auth_mfa_challenges_factor_idx" on "auth_mfa_challenges" ("factor_id")`);
    for (const table of ['auth_mfa_factors', 'auth_mfa_challenges'])
      privateTableSql(table, 'auth').forEach((sql) => this.addSql(sql));
    this.addSql(
      `grant select ("id", "user_id", "factor_type", "status") on table "auth_mfa_factors" to ${dbRoleOf('admin')}`,
    );

    this.addSql(`alter table "auth_sessions" add column if not exists "aal" text not null default 'aal1'`);
    this.addSql(`alter table "auth_sessions" add column if not exists "factor_id" uuid null`);
    this.addSql(`alter table "auth_users" add column if not exists "admin_by_setting" text null`);
    const others = serviceNames
      .filter((name) => name !== 'auth')
      .map(dbRoleOf)
      .join(', ');
    this.addSql(`grant select ("admin_by_setting") on table "auth_users" to ${others}`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "auth_users" drop column if exists "admin_by_setting"`);
    this.addSql(`alter table "auth_sessions" drop column if exists "factor_id"`);
    this.addSql(`alter table "auth_sessions" drop column if exists "aal"`);
    this.addSql(`drop table if exists "auth_mfa_challenges"`);
    this.addSql(`drop table if exists "auth_mfa_factors"`);
  }
}
