import { Migration } from '@mikro-orm/migrations';
import { ownTableSql } from '../ownership';

/**
 * Admins manage promos as they manage plans: the admin service writes the table (every service still reads it), and
 * paid orders of a promo are counted by an index of their own (a promo's remaining uses on /promo, its cap at checkout).
 * Expand only: grants and an index.
 */
export class Migration20261127090000PromoAdmin extends Migration {
  override async up(): Promise<void> {
    ownTableSql('promos', 'admin').forEach((sql) => this.addSql(sql));
    this.addSql(
      `create index if not exists "orders_promo_paid_idx" on "orders" ("promo_id") where "paid_at" is not null`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "orders_promo_paid_idx"`);
    ownTableSql('promos', 'marketing').forEach((sql) => this.addSql(sql));
  }
}
