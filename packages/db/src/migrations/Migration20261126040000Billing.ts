import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, ownTableSql, privateTableSql, serviceNames } from '../ownership';

/** The columns of auth_users other services may read (the earlier migrations' grants); never encrypted_password. */
export const authUserColumns = [
  ...['id', 'email', 'role', 'email_confirmed_at', 'last_sign_in_at', 'created_at', 'updated_at'],
  ...['email_confirmed_by_link', 'confirmation_sent_at', 'recovery_sent_at', 'user_metadata'],
]
  .map((column) => `"${column}"`)
  .join(', ');

/**
 * Billing: orders (one per checkout), their events (every status change, with the gateway's raw notification for
 * audit), payments (the gateway's transactions) and subscriptions, all written by the billing service alone. Its role
 * is made here for databases migrated before it existed; the subscriptions table moves to it from the dashboard,
 * which never wrote it. Receipts go through the auth service's outbox table, into which billing may only insert.
 */
export class Migration20261126040000Billing extends Migration {
  override async up(): Promise<void> {
    const billing = dbRoleOf('billing');
    this.addSql(
      `do $$ begin if not exists (select 1 from pg_roles where rolname = '${billing}') then create role ${billing} nologin; end if; end $$`,
    );
    this.addSql(`grant ${billing} to current_user`);
    this.addSql(`grant usage on schema public to ${billing}`);
    // What every service may read (as the earlier migrations granted to the roles that existed then).
    for (const table of [
      'plans',
      'promos',
      'profiles',
      'app_settings',
      'auth_signing_keys',
      'auth_revoked_sessions',
      'invitations',
      'guests',
    ]) {
      this.addSql(`grant select on table "${table}" to ${billing}`);
    }
    // Who a user is, never the password hash: the columns every other service may read.
    this.addSql(`grant select (${authUserColumns}) on table "auth_users" to ${billing}`);

    this.addSql(`alter table "promos" add column if not exists "plan_id" text null references "plans" ("id")`);
    this.addSql(`create table if not exists "orders" (
      "id" text primary key,
      "user_id" uuid not null references "auth_users" ("id") on delete cascade,
      "plan_id" text not null references "plans" ("id"),
      "promo_id" text null references "promos" ("id"),
      "amount" integer not null check ("amount" > 0),
      "status" text not null default 'pending' check ("status" in ('pending', 'paid', 'failed', 'refunded', 'partially_refunded')),
      "gateway_status" text null,
      "payment_type" text null,
      "snap_token" text null,
      "redirect_url" text null,
      "paid_at" timestamptz null,
      "period_start" timestamptz null,
      "period_end" timestamptz null,
      "receipt_sent_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    this.addSql(`create index if not exists "orders_user_idx" on "orders" ("user_id", "created_at" desc)`);
    this.addSql(
      `create index if not exists "orders_pending_idx" on "orders" ("created_at") where "status" = 'pending'`,
    );
    this.addSql(`create table if not exists "order_events" (
      "id" bigserial primary key,
      "order_id" text not null references "orders" ("id") on delete cascade,
      "source" text not null check ("source" in ('checkout', 'notification', 'reconcile')),
      "status" text null,
      "transaction_status" text null,
      "fraud_status" text null,
      "raw" jsonb null,
      "created_at" timestamptz not null default now())`);
    this.addSql(`create index if not exists "order_events_order_idx" on "order_events" ("order_id", "id")`);
    this.addSql(`create table if not exists "payments" (
      "transaction_id" text primary key,
      "order_id" text not null references "orders" ("id") on delete cascade,
      "payment_type" text null,
      "gross_amount" integer not null,
      "transaction_status" text not null,
      "fraud_status" text null,
      "transaction_time" timestamptz null,
      "settlement_time" timestamptz null,
      "updated_at" timestamptz not null default now())`);
    this.addSql(`alter table "subscriptions" add column if not exists "order_id" text null references "orders" ("id")`);

    for (const table of ['orders', 'payments', 'subscriptions'])
      ownTableSql(table, 'billing').forEach((sql) => this.addSql(sql));
    // A notification's raw body is for audit by the billing service, not for other services to read.
    privateTableSql('order_events', 'billing').forEach((sql) => this.addSql(sql));
    this.addSql(`grant usage, select on sequence "order_events_id_seq" to ${billing}`);
    this.addSql(`grant insert on table "auth_mail_outbox" to ${billing}`);
    this.addSql(`grant usage on sequence "auth_mail_outbox_id_seq" to ${billing}`);
    // The dashboard read subscriptions and keeps reading them; it never wrote them.
    this.addSql(
      `revoke insert, update, delete on table "subscriptions" from ${serviceNames
        .filter((s) => s !== 'billing')
        .map(dbRoleOf)
        .join(', ')}`,
    );
  }

  /** Drops orders, their events and payments with their tables; subscriptions go back to the dashboard's writes. */
  override async down(): Promise<void> {
    const billing = dbRoleOf('billing');
    this.addSql(`revoke insert on table "auth_mail_outbox" from ${billing}`);
    this.addSql(`revoke usage on sequence "auth_mail_outbox_id_seq" from ${billing}`);
    ownTableSql('subscriptions', 'dashboard').forEach((sql) => this.addSql(sql));
    this.addSql(`alter table "subscriptions" drop column if exists "order_id"`);
    for (const table of ['payments', 'order_events', 'orders']) this.addSql(`drop table if exists "${table}"`);
    this.addSql(`alter table "promos" drop column if exists "plan_id"`);
  }
}
