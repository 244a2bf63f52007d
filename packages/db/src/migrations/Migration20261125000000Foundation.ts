import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, ownTableSql, serviceNames } from '../ownership';

/** The service roles, and the two tables the foundation needs: signing keys and site settings. */
export class Migration20261125000000Foundation extends Migration {
  override async up(): Promise<void> {
    for (const service of serviceNames) {
      const role = dbRoleOf(service);
      this.addSql(
        `do $$ begin if not exists (select 1 from pg_roles where rolname = '${role}') then create role ${role} nologin; end if; end $$`,
      );
      // The migrating login may act as each service role; services SET ROLE to theirs on every connection.
      this.addSql(`grant ${role} to current_user`);
      this.addSql(`grant usage on schema public to ${role}`);
    }
    this.addSql(`create table if not exists "auth_signing_keys" (
      "kid" text primary key,
      "algorithm" text not null,
      "public_jwk" jsonb not null,
      "created_at" timestamptz not null default now(),
      "retired_at" timestamptz null)`);
    this.addSql(`create table if not exists "app_settings" (
      "key" text primary key,
      "value" jsonb not null,
      "updated_at" timestamptz not null default now())`);
    ownTableSql('auth_signing_keys', 'auth').forEach((sql) => this.addSql(sql));
    ownTableSql('app_settings', 'admin').forEach((sql) => this.addSql(sql));
  }

  /** Drops the signing keys (the auth service makes a new one) and the settings with their tables. */
  override async down(): Promise<void> {
    this.addSql('drop table if exists "app_settings"');
    this.addSql('drop table if exists "auth_signing_keys"');
    // The roles stay: they belong to the server, and other databases on it may use them.
    for (const service of serviceNames) this.addSql(`revoke usage on schema public from ${dbRoleOf(service)}`);
  }
}
