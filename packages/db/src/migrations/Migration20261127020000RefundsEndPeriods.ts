import { Migration } from '@mikro-orm/migrations';

/**
 * A refund or chargeback takes back the time its order bought. `orders.refunded_amount` is how much of the order went
 * back (so a partial refund followed by a full one takes back only the rest) and when, `refund_notice_sent_at` when
 * the host was last told. The local sandbox's transactions learn a refunded amount, as Midtrans's status API reports one. Expand
 * only: defaulted and nullable columns no running service reads yet; billing owns all three tables.
 */
export class Migration20261127020000RefundsEndPeriods extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "orders" add column if not exists "refunded_amount" integer not null default 0`);
    this.addSql(`alter table "orders" add column if not exists "refunded_at" timestamptz null`);
    this.addSql(`alter table "orders" add column if not exists "refund_notice_sent_at" timestamptz null`);
    this.addSql(`alter table "billing_sandbox_transactions" add column if not exists "refund_amount" integer null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "billing_sandbox_transactions" drop column if exists "refund_amount"`);
    this.addSql(`alter table "orders" drop column if exists "refund_notice_sent_at"`);
    this.addSql(`alter table "orders" drop column if exists "refunded_at"`);
    this.addSql(`alter table "orders" drop column if exists "refunded_amount"`);
  }
}
