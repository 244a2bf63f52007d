import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, serviceNames } from '../ownership';

/**
 * Every service role may read which migrations are applied: a service's pod waits for its release's migrations
 * (`node migrate.js --wait`, the migrations image run with the service's own login) before it starts. Read only.
 */
export class Migration20261126110000MigrationsReadable extends Migration {
  override async up(): Promise<void> {
    for (const service of serviceNames)
      this.addSql(`grant select on table "mikro_orm_migrations" to ${dbRoleOf(service)}`);
  }

  override async down(): Promise<void> {
    // The admin service read it before this migration (its settings page shows the migration level).
    for (const service of serviceNames.filter((s) => s !== 'admin'))
      this.addSql(`revoke select on table "mikro_orm_migrations" from ${dbRoleOf(service)}`);
  }
}
