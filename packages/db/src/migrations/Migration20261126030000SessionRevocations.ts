import { Migration } from '@mikro-orm/migrations';
import { ownTableSql } from '../ownership';

/**
 * Every ended session (logout, password reset, a reused refresh token, an expired reset session, a revoked
 * role, a deleted account) becomes a row here and a NOTIFY on `auth_session_revoked`, so every service refuses
 * that session's access tokens within seconds instead of at their expiry. A trigger catches every way a session
 * row goes, including cascades. The table is readable by every service, written only through the auth service.
 */
export class Migration20261126030000SessionRevocations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "auth_revoked_sessions" (
      "session_id" uuid primary key,
      "user_id" uuid not null,
      "revoked_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "auth_revoked_sessions_revoked_at_idx" on "auth_revoked_sessions" ("revoked_at")`,
    );
    this.addSql(`create or replace function auth_session_revoked() returns trigger language plpgsql as $$
      begin
        insert into auth_revoked_sessions (session_id, user_id) values (old.id, old.user_id) on conflict (session_id) do nothing;
        perform pg_notify('auth_session_revoked', old.id::text);
        -- Access tokens live an hour by default: a week of endings is far more than any service needs to remember.
        if random() < 0.01 then delete from auth_revoked_sessions where revoked_at < now() - interval '7 days'; end if;
        return old;
      end $$`);
    this.addSql(`drop trigger if exists "auth_sessions_revoked" on "auth_sessions"`);
    this.addSql(`create trigger "auth_sessions_revoked" after delete on "auth_sessions"
      for each row execute function auth_session_revoked()`);
    ownTableSql('auth_revoked_sessions', 'auth').forEach((sql) => this.addSql(sql));
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "auth_sessions_revoked" on "auth_sessions"`);
    this.addSql(`drop function if exists auth_session_revoked()`);
    this.addSql(`drop table if exists "auth_revoked_sessions"`);
  }
}
