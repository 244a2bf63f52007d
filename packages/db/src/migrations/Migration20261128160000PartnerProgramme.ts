import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, ownTableSql } from '../ownership';

const admin = dbRoleOf('admin');

/**
 * The partner programme (issue 39). Affiliates: programmes with the rate the admin sets (basis points, at most 30 %),
 * partners with their referral code, the clicks of their links (the id is the visitor's cookie), the accounts they
 * referred (written by auth at sign-up), the commission entries of those accounts' paid orders with every step as an
 * event, and the payouts the admin approves and marks paid (who did it is kept as in the audit log: an id, no key).
 * Money is integer rupiah. Resellers: their clients and
 * brand (the dashboard's), and the client an invitation is made for.
 */
export class Migration20261128160000PartnerProgramme extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "partner_programmes" (
      "id" text primary key check ("id" in ('affiliate', 'reseller', 'content_creator', 'freelance')),
      "name" text not null,
      "rate_bp" integer not null check ("rate_bp" between 0 and 3000),
      "requires_entitlement" text null,
      "updated_at" timestamptz not null default now())`);
    this.addSql(`insert into "partner_programmes" ("id", "name", "rate_bp", "requires_entitlement") values
      ('affiliate', 'Program Afiliasi', 3000, null),
      ('reseller', 'Program Reseller', 3000, 'affiliate'),
      ('content_creator', 'Program Content Creator', 2000, null),
      ('freelance', 'Program Freelance Desainer', 2000, null)
      on conflict ("id") do nothing`);
    this.addSql(`create table if not exists "partners" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid null unique references "auth_users" ("id") on delete set null,
      "email" text not null,
      "code" text not null unique check ("code" ~ '^[a-z0-9]{6,16}$'),
      "programme_id" text not null references "partner_programmes" ("id"),
      "status" text not null default 'active' check ("status" in ('active', 'suspended')),
      "created_at" timestamptz not null default now())`);
    this.addSql(`create table if not exists "referral_clicks" (
      "id" uuid primary key default gen_random_uuid(),
      "partner_id" uuid not null references "partners" ("id") on delete cascade,
      "landing" text not null default '/' check (length("landing") <= 200),
      "visitor" text not null check (length("visitor") = 32),
      "created_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "referral_clicks_partner_idx" on "referral_clicks" ("partner_id", "created_at")`,
    );
    this.addSql(
      `create index if not exists "referral_clicks_visitor_idx" on "referral_clicks" ("visitor", "created_at")`,
    );
    this.addSql(`create table if not exists "referrals" (
      "user_id" uuid primary key references "auth_users" ("id") on delete cascade,
      "partner_id" uuid not null references "partners" ("id") on delete cascade,
      "click_id" uuid null references "referral_clicks" ("id") on delete set null,
      "created_at" timestamptz not null default now())`);
    this.addSql(`create index if not exists "referrals_partner_idx" on "referrals" ("partner_id", "created_at")`);
    this.addSql(`create table if not exists "partner_payouts" (
      "id" uuid primary key default gen_random_uuid(),
      "partner_id" uuid not null references "partners" ("id"),
      "amount" bigint not null check ("amount" > 0),
      "entries" integer not null check ("entries" > 0),
      "status" text not null default 'approved' check ("status" in ('approved', 'paid')),
      "reference" text null check (length("reference") between 1 and 100),
      "approved_by" uuid null,
      "approved_at" timestamptz not null default now(),
      "paid_by" uuid null,
      "transferred_at" timestamptz null,
      check (("status" = 'paid') = ("transferred_at" is not null and "reference" is not null)))`);
    this.addSql(
      `create index if not exists "partner_payouts_partner_idx" on "partner_payouts" ("partner_id", "approved_at" desc)`,
    );
    this.addSql(`create table if not exists "commissions" (
      "id" uuid primary key default gen_random_uuid(),
      "partner_id" uuid not null references "partners" ("id"),
      "order_id" text null references "orders" ("id") on delete set null,
      "order_ref" text not null,
      "buyer_id" uuid null references "auth_users" ("id") on delete set null,
      "kind" text not null default 'commission' check ("kind" in ('commission', 'clawback')),
      "base_amount" integer not null check ("base_amount" >= 0),
      "rate_bp" integer not null check ("rate_bp" between 0 and 3000),
      "amount" integer not null,
      "status" text not null check ("status" in ('pending', 'approved', 'void', 'paid')),
      "available_at" timestamptz not null,
      "approved_at" timestamptz null,
      "voided_at" timestamptz null,
      "payout_id" uuid null references "partner_payouts" ("id"),
      "created_at" timestamptz not null default now(),
      check (("kind" = 'commission') = ("amount" >= 0)))`);
    // One commission per order; each refund after its payout adds a clawback.
    this.addSql(
      `create unique index if not exists "commissions_order_idx" on "commissions" ("order_ref") where "kind" = 'commission'`,
    );
    this.addSql(`create index if not exists "commissions_order_ref_idx" on "commissions" ("order_ref")`);
    this.addSql(
      `create index if not exists "commissions_partner_idx" on "commissions" ("partner_id", "created_at" desc)`,
    );
    this.addSql(
      `create index if not exists "commissions_due_idx" on "commissions" ("available_at") where "status" = 'pending'`,
    );
    this.addSql(`create table if not exists "commission_events" (
      "id" bigserial primary key,
      "commission_id" uuid not null references "commissions" ("id") on delete cascade,
      "kind" text not null check ("kind" in ('created', 'approved', 'reduced', 'voided', 'clawback', 'payout_approved', 'paid')),
      "amount" integer not null,
      "order_event_id" bigint null references "order_events" ("id") on delete set null,
      "payout_id" uuid null references "partner_payouts" ("id"),
      "actor_id" uuid null,
      "note" text null,
      "created_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "commission_events_commission_idx" on "commission_events" ("commission_id", "id")`,
    );
    this.addSql(`create table if not exists "reseller_clients" (
      "id" uuid primary key default gen_random_uuid(),
      "owner_id" uuid not null references "auth_users" ("id") on delete cascade,
      "name" text not null check (length("name") between 1 and 100),
      "phone" text null check (length("phone") <= 20),
      "email" text null check (length("email") <= 254),
      "note" text null check (length("note") <= 500),
      "created_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "reseller_clients_owner_idx" on "reseller_clients" ("owner_id", "created_at")`,
    );
    this.addSql(`create table if not exists "reseller_brands" (
      "owner_id" uuid primary key references "auth_users" ("id") on delete cascade,
      "name" text not null check (length("name") between 1 and 60),
      "logo_url" text null check (length("logo_url") <= 500),
      "link_url" text null check (length("link_url") <= 300),
      "updated_at" timestamptz not null default now())`);
    // A brand shows on every invitation of its reseller: a change drops every replica's copy of the pages (rare).
    this.addSql(`drop trigger if exists "reseller_brands_public_slug_changed" on "reseller_brands"`);
    // For each row: a statement that changes nothing (deleting a brand nobody has) announces nothing.
    this.addSql(`create trigger "reseller_brands_public_slug_changed" after insert or update or delete
      on "reseller_brands" for each row execute function public_slugs_changed()`);
    this.addSql(
      `alter table "invitations" add column if not exists "client_id" uuid null references "reseller_clients" ("id") on delete set null`,
    );
    this.addSql(
      `create index if not exists "invitations_client_idx" on "invitations" ("client_id") where "client_id" is not null`,
    );

    ownTableSql('partner_programmes', 'admin').forEach((sql) => this.addSql(sql));
    for (const table of ['partners', 'referral_clicks', 'commissions', 'commission_events'])
      ownTableSql(table, 'billing').forEach((sql) => this.addSql(sql));
    ownTableSql('referrals', 'auth').forEach((sql) => this.addSql(sql));
    ownTableSql('partner_payouts', 'admin').forEach((sql) => this.addSql(sql));
    for (const table of ['reseller_clients', 'reseller_brands'])
      ownTableSql(table, 'dashboard').forEach((sql) => this.addSql(sql));
    this.addSql(`grant usage, select on sequence "commission_events_id_seq" to ${dbRoleOf('billing')}, ${admin}`);
    // The admin approves entries past their window, moves them into a payout and to paid, and records each step;
    // never their money.
    this.addSql(`grant update ("status", "payout_id", "approved_at") on table "commissions" to ${admin}`);
    this.addSql(`grant insert on table "commission_events" to ${admin}`);
    // A commission's history is appended to, never rewritten (as the order events and the audit log).
    this.addSql(`revoke update, delete, truncate on table "commission_events" from ${dbRoleOf('billing')}, ${admin}`);
    // The admin suspends a partner who abuses the programme (and lets them back).
    this.addSql(`grant update ("status") on table "partners" to ${admin}`);
    this.addSql(`update "info_pages" set "availability" = 'available' where "key" like 'partner%'`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "invitations" drop column if exists "client_id"`);
    for (const table of [
      'reseller_brands',
      'reseller_clients',
      'commission_events',
      'commissions',
      'partner_payouts',
      'referrals',
      'referral_clicks',
      'partners',
      'partner_programmes',
    ])
      this.addSql(`drop table if exists "${table}"`);
  }
}
