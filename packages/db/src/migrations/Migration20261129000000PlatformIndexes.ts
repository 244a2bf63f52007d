import { Migration } from '@mikro-orm/migrations';
import { monthlyHistories, partitionBound, preparePartitioningSql, unpreparePartitioningSql } from '../partitions';

/** Part of a name, e-mail or slug found through trigram indexes (pg_trgm: `ilike '%…%'` without reading every row). */
const trigramIndexes = [
  ['auth_users_email_trgm_idx', 'auth_users', 'email'],
  ['profiles_name_trgm_idx', 'profiles', 'name'],
  ['profiles_whatsapp_trgm_idx', 'profiles', 'whatsapp'],
  ['invitations_couple_name_trgm_idx', 'invitations', 'couple_name'],
  ['invitations_slug_trgm_idx', 'invitations', 'slug'],
  ['orders_id_trgm_idx', 'orders', 'id'],
  ['contact_messages_name_trgm_idx', 'contact_messages', 'name'],
  ['contact_messages_email_trgm_idx', 'contact_messages', 'email'],
  ['newsletter_subscribers_email_trgm_idx', 'newsletter_subscribers', 'email'],
  // Made before the audit log is partitioned: the swap carries every index over (partitions.ts).
  ['admin_audit_log_actor_email_trgm_idx', 'admin_audit_log', 'actor_email'],
] as const;

/** The admin's lists read newest first a page at a time from where the last page ended (keyset, not offsets). */
const keysetIndexes = [
  ['auth_users_created_idx', 'auth_users', '"created_at" desc, "id" desc'],
  ['invitations_created_idx', 'invitations', '"created_at" desc, "id" desc'],
  ['orders_created_idx', 'orders', '"created_at" desc, "id" desc'],
  ['subscriptions_plan_idx', 'subscriptions', '"plan_id", "status") include ("user_id"'],
  ['orders_status_created_idx', 'orders', '"status", "created_at" desc, "id" desc'],
  ['contact_messages_created_id_idx', 'contact_messages', '"created_at" desc, "id" desc'],
  ['newsletter_subscribers_created_idx', 'newsletter_subscribers', '"created_at" desc, "email" desc'],
  ['admin_audit_log_actor_idx', 'admin_audit_log', '"actor_id", "created_at" desc, "id" desc'],
] as const;

/**
 * Platform scale (issue 41), part one: trigram and keyset indexes for the admin's lists, and what the history tables'
 * move to monthly partitions needs before the swap (packages/db/src/partitions.ts: the old rows' bound checked, the
 * wider keys built). Not transactional: every index is built concurrently and the validation scans let writes go on.
 * Every step may run again after a failure.
 */
export class Migration20261129000000PlatformIndexes extends Migration {
  override isTransactional(): boolean {
    return false;
  }

  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm`);
    for (const [name, table, columnName] of trigramIndexes)
      this.addSql(
        `create index concurrently if not exists "${name}" on "${table}" using gin ("${columnName}" gin_trgm_ops)`,
      );
    for (const [name, table, columns] of keysetIndexes)
      this.addSql(`create index concurrently if not exists "${name}" on "${table}" (${columns})`);
    // The overview's sign-ins today and paid orders this month read today's and this month's rows only.
    this.addSql(
      `create index concurrently if not exists "auth_users_last_sign_in_idx" on "auth_users" ("last_sign_in_at")`,
    );
    this.addSql(
      `create index concurrently if not exists "orders_paid_at_idx" on "orders" ("paid_at") where "status" = 'paid'`,
    );
    // The inbox's unread count, exact, without reading every message.
    this.addSql(
      `create index concurrently if not exists "contact_messages_unread_idx" on "contact_messages" ("created_at") where "read_at" is null`,
    );
    // A commission event will name its order event by the partitioned table's key: (id, created_at).
    this.addSql(`alter table "commission_events" add column if not exists "order_event_at" timestamptz null`);
    this.addSql(`update "commission_events" c set "order_event_at" = e."created_at" from "order_events" e
      where e."id" = c."order_event_id" and c."order_event_at" is null`);
    const bound = partitionBound();
    for (const history of monthlyHistories) for (const sql of preparePartitioningSql(history, bound)) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const history of [...monthlyHistories].reverse())
      for (const sql of unpreparePartitioningSql(history)) this.addSql(sql);
    this.addSql(`alter table "commission_events" drop column if exists "order_event_at"`);
    this.addSql(`drop index concurrently if exists "contact_messages_unread_idx"`);
    this.addSql(`drop index concurrently if exists "orders_paid_at_idx"`);
    this.addSql(`drop index concurrently if exists "auth_users_last_sign_in_idx"`);
    for (const [name] of [...keysetIndexes, ...trigramIndexes].reverse())
      this.addSql(`drop index concurrently if exists "${name}"`);
    this.addSql(`drop extension if exists pg_trgm`);
  }
}
