import { Migration } from '@mikro-orm/migrations';

/**
 * Until when an order can still be paid (Snap's expiry: a promo's end or a day), so the host can resume a payment
 * whose popup they closed, or see it expire; and 'host' as the source of an order event (the host cancelled it).
 * Expand only: a nullable column (an older order can be paid a day from its creation) and a wider check.
 */
export class Migration20261127070000OrderPayableUntil extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "orders" add column if not exists "payable_until" timestamptz null`);
    this.addSql(`alter table "order_events" drop constraint if exists "order_events_source_check"`);
    this.addSql(
      `alter table "order_events" add constraint "order_events_source_check" check ("source" in ('checkout', 'notification', 'reconcile', 'status_check', 'host'))`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_events" drop constraint if exists "order_events_source_check"`);
    this.addSql(
      `alter table "order_events" add constraint "order_events_source_check" check ("source" in ('checkout', 'notification', 'reconcile', 'status_check')) not valid`,
    );
    this.addSql(`alter table "orders" drop column if exists "payable_until"`);
  }
}
