import { hasEntitlementSql } from './plan-limits';
import { column, selection } from './typed-sql';

const disabledAt = column('auth_users', 'disabled_at');
/**
 * SQL: whether invitation `i` is public, what a guest may open: its host published it and keeps it switched on
 * (is_active; an admin's deactivation switches it off too), and the host's account is not disabled. Anything else
 * shows guests the same neutral not-found page, whatever the reason.
 */
export const publicInvitation = (i: string) =>
  `(${i}.is_active and not exists (select 1 from auth_users owner where owner.id = ${i}.user_id and owner.${disabledAt} is not null))`;

/**
 * The invitation's columns a guest's page shows (the invitation service's public page; the host's editor reads these
 * and more). The date, read as text, and the theme's rendering base come beside them.
 */
export const publicInvitationColumns = selection('invitations', [
  'id',
  'slug',
  'couple_name',
  'category',
  'event_time',
  'location',
  'maps_link',
  'quotes',
  'gallery',
  'music_url',
  'background_image',
  'background_video',
  'theme_id',
  'theme_data',
  'seo_title',
  'seo_description',
  'gift_accounts',
  'live_stream_url',
]);

/**
 * SQL: the custom domain invitation `i` answers at, or null: verified, and its account's plan still has
 * `custom_domain` (a lapsed plan keeps the row; the invitation answers at its platform address until a renewal).
 */
export const servingDomainSql = (i: string) =>
  `(select d.${column('custom_domains', 'domain')} from custom_domains d where d.invitation_id = ${i}.id
     and d.status = 'verified' and ${hasEntitlementSql('d.user_id', 'custom_domain')})`;
