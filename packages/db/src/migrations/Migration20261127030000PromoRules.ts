import { Migration } from '@mikro-orm/migrations';
import { rateLimitTableSql } from '../window-counts';

/**
 * Who may use a promo: only accounts that never bought a plan (`new_accounts_only`), once per account
 * (`once_per_account`), and at most `max_uses` paid orders in all; the new-user promo gets the first two. Billing
 * checks them when an order is made and again when it is paid, and records on the order why a payment no longer
 * earned the promo (`promo_refused`). The sandbox keeps Snap's expiry. Billing and the dashboard get their own
 * rate-limit counters. Expand only: defaulted or nullable columns and new tables.
 */
export class Migration20261127030000PromoRules extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "promos" add column if not exists "new_accounts_only" boolean not null default false`);
    this.addSql(`alter table "promos" add column if not exists "once_per_account" boolean not null default false`);
    this.addSql(`alter table "promos" add column if not exists "max_uses" integer null check ("max_uses" > 0)`);
    this.addSql(`update "promos" set "new_accounts_only" = true, "once_per_account" = true where "id" = 'new-user'`);
    this.addSql(`alter table "orders" add column if not exists "promo_refused" text null`);
    this.addSql(`alter table "billing_sandbox_transactions" add column if not exists "expires_at" timestamptz null`);
    rateLimitTableSql('billing_rate_limits', 'billing').forEach((sql) => this.addSql(sql));
    rateLimitTableSql('dashboard_rate_limits', 'dashboard').forEach((sql) => this.addSql(sql));
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "dashboard_rate_limits"`);
    this.addSql(`drop table if exists "billing_rate_limits"`);
    this.addSql(`alter table "billing_sandbox_transactions" drop column if exists "expires_at"`);
    this.addSql(`alter table "orders" drop column if exists "promo_refused"`);
    for (const column of ['max_uses', 'once_per_account', 'new_accounts_only'])
      this.addSql(`alter table "promos" drop column if exists "${column}"`);
  }
}
