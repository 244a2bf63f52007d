import { Migration } from '@mikro-orm/migrations';
import { privateTableSql } from '../ownership';

/**
 * Sign-in failures per account and address (client '*': the account as a whole), for the auth service's progressive
 * waits: kept in Postgres so every replica sees the same count. Private to the auth service. Expand only.
 */
export class Migration20261126011000SignInFailures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "auth_signin_failures" (
      "account_key" text not null,
      "client" text not null,
      "failures" integer not null,
      "first_failed_at" timestamptz not null default now(),
      "last_failed_at" timestamptz not null,
      primary key ("account_key", "client"))`);
    this.addSql(
      `create index if not exists "auth_signin_failures_first_failed_at_idx" on "auth_signin_failures" ("first_failed_at")`,
    );
    privateTableSql('auth_signin_failures', 'auth').forEach((sql) => this.addSql(sql));
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "auth_signin_failures"`);
  }
}
