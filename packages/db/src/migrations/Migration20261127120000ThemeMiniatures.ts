import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's pictures become miniatures of each theme's real demo cover (WebP, made by
 * `npm run themes:miniatures`). Only rows still on the shipped placeholder move; a picture an admin chose stays.
 */
export class Migration20261127120000ThemeMiniatures extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update "themes" set "thumbnail" = '/api/marketing/assets/themes/' || "id" || '.webp'
        where "thumbnail" = '/api/marketing/assets/themes/' || "id" || '.svg'`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update "themes" set "thumbnail" = '/api/marketing/assets/themes/' || "id" || '.svg'
        where "thumbnail" = '/api/marketing/assets/themes/' || "id" || '.webp'`,
    );
  }
}
