import { Migration } from '@mikro-orm/migrations';
import { ownTableSql, privateTableSql } from '../ownership';

/** Receptionist links hold a PIN hash: readable by the dashboard service only, with a failed-PIN counter. */
export class Migration20261125080000CheckinLinkGuard extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "checkin_links" add column if not exists "failed_pins" integer not null default 0`);
    this.addSql(`alter table "checkin_links" add column if not exists "failed_since" timestamptz null`);
    privateTableSql('checkin_links', 'dashboard').forEach((sql) => this.addSql(sql));
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "checkin_links" drop column if exists "failed_since"`);
    this.addSql(`alter table "checkin_links" drop column if exists "failed_pins"`);
    ownTableSql('checkin_links', 'dashboard').forEach((sql) => this.addSql(sql));
  }
}
