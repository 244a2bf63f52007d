import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, serviceNames } from '../ownership';

/**
 * Admins disable accounts, grant and revoke the admin role, and deactivate abusive invitations from the admin
 * service, which never calls the auth service: auth_users stays the auth service's, and the admin role changes it
 * only through two SECURITY DEFINER functions that do exactly what `npm run admin -- grant|revoke` does. Disabling
 * or demoting deletes the user's sessions, so the revocation trigger ends their access tokens everywhere. On
 * invitations (the dashboard's) the admin role may update only the active flag and the admin's reason.
 */
export class Migration20261126070000AdminUsers extends Migration {
  override async up(): Promise<void> {
    const admin = dbRoleOf('admin');
    const others = serviceNames
      .filter((name) => name !== 'auth')
      .map(dbRoleOf)
      .join(', ');
    this.addSql(`alter table "auth_users" add column if not exists "disabled_at" timestamptz null`);
    this.addSql(`alter table "auth_users" add column if not exists "disabled_reason" text null`);
    this.addSql(
      `grant select ("disabled_at", "disabled_reason", "admin_revoked_at") on table "auth_users" to ${others}`,
    );

    this
      .addSql(`create or replace function admin_set_user_disabled(target uuid, disabled boolean, reason text default null)
      returns boolean language plpgsql security definer set search_path = public, pg_temp as $$
      begin
        update auth_users set disabled_at = case when disabled then coalesce(disabled_at, now()) end,
          disabled_reason = case when disabled then reason end, updated_at = now() where id = target;
        if not found then return false; end if;
        if disabled then delete from auth_sessions where user_id = target; end if;
        return true;
      end $$`);
    this.addSql(`create or replace function admin_set_user_role(target uuid, make_admin boolean)
      returns boolean language plpgsql security definer set search_path = public, pg_temp as $$
      begin
        if make_admin then
          update auth_users set role = 'admin', admin_revoked_at = null, updated_at = now() where id = target;
        else
          update auth_users set role = 'user', admin_revoked_at = now(), updated_at = now() where id = target;
        end if;
        if not found then return false; end if;
        if not make_admin then delete from auth_sessions where user_id = target; end if;
        return true;
      end $$`);
    for (const fn of ['admin_set_user_disabled(uuid, boolean, text)', 'admin_set_user_role(uuid, boolean)']) {
      this.addSql(`revoke all on function ${fn} from public`);
      this.addSql(`grant execute on function ${fn} to ${admin}`);
    }

    this.addSql(`alter table "invitations" add column if not exists "admin_disabled_at" timestamptz null`);
    this.addSql(`alter table "invitations" add column if not exists "admin_disabled_reason" text null`);
    this.addSql(
      `grant update ("is_active", "admin_disabled_at", "admin_disabled_reason") on table "invitations" to ${admin}`,
    );
  }

  override async down(): Promise<void> {
    const admin = dbRoleOf('admin');
    this.addSql(
      `revoke update ("is_active", "admin_disabled_at", "admin_disabled_reason") on table "invitations" from ${admin}`,
    );
    this.addSql(`alter table "invitations" drop column if exists "admin_disabled_reason"`);
    this.addSql(`alter table "invitations" drop column if exists "admin_disabled_at"`);
    this.addSql(`drop function if exists admin_set_user_role(uuid, boolean)`);
    this.addSql(`drop function if exists admin_set_user_disabled(uuid, boolean, text)`);
    this.addSql(`alter table "auth_users" drop column if exists "disabled_reason"`);
    this.addSql(`alter table "auth_users" drop column if exists "disabled_at"`);
    const others = serviceNames
      .filter((name) => name !== 'auth')
      .map(dbRoleOf)
      .join(', ');
    // The column stays (AdminRevoke added it); only up() let other services read it.
    this.addSql(`revoke select ("admin_revoked_at") on table "auth_users" from ${others}`);
  }
}
