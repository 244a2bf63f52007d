import { Migration } from '@mikro-orm/migrations';

/**
 * When the host first published an invitation: a new one is a draft (not public, is_active false) until then, so an
 * untouched 'Undangan Baru' is never shown to anyone. Invitations already public count as published when they were
 * made. Expand only: a nullable column the dashboard (owner of invitations) writes.
 * A disabled account's invitations stop being public (packages/db/src/public-invitation.ts): disabling or enabling an
 * account announces each of its slugs, so every invitation replica drops what it kept of them at once.
 */
export class Migration20261127080000InvitationPublished extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invitations" add column if not exists "published_at" timestamptz null`);
    this.addSql(`update "invitations" set "published_at" = "created_at" where "is_active" and "published_at" is null`);
    this.addSql(`create or replace function owner_invitations_changed() returns trigger language plpgsql
      security definer set search_path = public as $$
      begin
        if new.disabled_at is distinct from old.disabled_at then
          perform pg_notify('public_slug_changed', i.slug) from invitations i where i.user_id = new.id;
        end if;
        return null;
      end $$`);
    this.addSql(`revoke all on function owner_invitations_changed() from public`);
    this.addSql(`drop trigger if exists "auth_users_public_slugs_changed" on "auth_users"`);
    this.addSql(`create trigger "auth_users_public_slugs_changed" after update of "disabled_at" on "auth_users"
      for each row execute function owner_invitations_changed()`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "auth_users_public_slugs_changed" on "auth_users"`);
    this.addSql(`drop function if exists owner_invitations_changed()`);
    this.addSql(`alter table "invitations" drop column if exists "published_at"`);
  }
}
