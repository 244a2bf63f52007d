import { Migration } from '@mikro-orm/migrations';
import { queueSql } from '@undangin/jobs/schema';
import { ownTableSql } from '../ownership';

/**
 * Custom domains (issue 37). One row per account and domain: the invitation it serves, the TXT token that proves it
 * (random per account and domain), the state of the last DNS check and when the next is due. A verified domain belongs
 * to one account (a partial unique index): another account can add it but never verify it; removing the row frees it.
 * Written by the dashboard; the invitation service reads it to answer a domain's requests and the edge's certificate
 * question. The FAQ sells custom domains on Pro and Premium: Pro gets the key too.
 */
export class Migration20261128100000CustomDomains extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "custom_domains" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "auth_users" ("id") on delete cascade,
      "invitation_id" uuid not null unique references "invitations" ("id") on delete cascade,
      "domain" text not null check ("domain" ~ '^[a-z0-9.-]{3,253}$'),
      "token" text not null check ("token" ~ '^[a-f0-9]{32}$'),
      "status" text not null default 'pending' check ("status" in ('pending', 'verified', 'failed')),
      "problems" text[] not null default '{}',
      "checked_at" timestamptz null,
      "verified_at" timestamptz null,
      "failing_since" timestamptz null,
      "next_check_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now(),
      unique ("user_id", "domain"))`);
    this.addSql(
      `create unique index if not exists "custom_domains_verified_idx" on "custom_domains" ("domain") where "status" = 'verified'`,
    );
    this.addSql(`create index if not exists "custom_domains_due_idx" on "custom_domains" ("next_check_at")`);
    ownTableSql('custom_domains', 'dashboard').forEach((sql) => this.addSql(sql));
    this.addSql(
      `update "plans" set "entitlements" = array_append("entitlements", 'custom_domain') where "id" = 'pro' and not ('custom_domain' = any("entitlements"))`,
    );
    // The product page says custom domains are available now (a seeded database keeps its rows; the seed adds only).
    this.addSql(`update "info_pages" set "availability" = 'available' where "key" = 'customDomain'`);
    // The queue of the scheduled DNS checks (a fresh database made it with the others).
    this.addSql(
      `${queueSql('custom-domain-checks')} where not exists (select 1 from pgboss.queue where name = 'custom-domain-checks')`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`select pgboss.delete_queue('custom-domain-checks')`);
    this.addSql(`update "info_pages" set "availability" = 'coming_soon' where "key" = 'customDomain'`);
    this.addSql(`update "plans" set "entitlements" = array_remove("entitlements", 'custom_domain') where "id" = 'pro'`);
    this.addSql(`drop table if exists "custom_domains"`);
  }
}
