import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, privateTableSql } from '../ownership';
import { authUserColumns } from './Migration20261126040000Billing';

/**
 * Billing, second step: the local payment sandbox's own transactions (it stands in for Midtrans, so it keeps its
 * state apart from the orders it is asked about), when the reconcile job last asked the gateway about an order (so
 * replicas share the work), and the owner's own status check as a source of order events. A database migrated with
 * the first step's table-wide read of auth_users (which reached the password hashes) gets the column grants instead.
 */
export class Migration20261126050000BillingSandbox extends Migration {
  override async up(): Promise<void> {
    const billing = dbRoleOf('billing');
    // Revoking the table-wide read drops the column reads too; they are granted again, the hash left out.
    this.addSql(`revoke select on table "auth_users" from ${billing}`);
    this.addSql(`grant select (${authUserColumns}) on table "auth_users" to ${billing}`);
    this.addSql(`create table if not exists "billing_sandbox_transactions" (
      "token" text primary key,
      "order_id" text not null unique,
      "gross_amount" integer not null,
      "finish_url" text null,
      "transaction_id" text null,
      "transaction_status" text null,
      "payment_type" text null,
      "fraud_status" text null,
      "transaction_time" timestamptz null,
      "settlement_time" timestamptz null,
      "created_at" timestamptz not null default now())`);
    privateTableSql('billing_sandbox_transactions', 'billing').forEach((sql) => this.addSql(sql));
    this.addSql(`alter table "orders" add column if not exists "checked_at" timestamptz null`);
    // Widening a check is safe for running services.
    this.addSql(`alter table "order_events" drop constraint if exists "order_events_source_check"`);
    this.addSql(
      `alter table "order_events" add constraint "order_events_source_check" check ("source" in ('checkout', 'notification', 'reconcile', 'status_check'))`,
    );
  }

  /** Drops the sandbox's transactions with their table; status-check events already written stay (NOT VALID). */
  override async down(): Promise<void> {
    this.addSql(`alter table "order_events" drop constraint if exists "order_events_source_check"`);
    this.addSql(
      `alter table "order_events" add constraint "order_events_source_check" check ("source" in ('checkout', 'notification', 'reconcile')) not valid`,
    );
    this.addSql(`alter table "orders" drop column if exists "checked_at"`);
    this.addSql(`drop table if exists "billing_sandbox_transactions"`);
  }
}
