import type { PublicInvitation } from '@undangin/contracts';
import {
  column,
  hasEntitlementSql,
  publicInvitation,
  publicInvitationColumns,
  servingDomainSql,
  type EntityManager,
} from '@undangin/db';
import { toPublicInvitation, type PublicInvitationRow } from '../domain/public-invitation';
import { publicSessionsSql } from './sessions';

// Reads only: the dashboard service owns the invitations table.

/** The id of the public invitation at `slug` (packages/db/src/public-invitation.ts), or null. */
export async function activeInvitationId(em: EntityManager, slug: string): Promise<string | null> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `select i.id from invitations i where i.slug = ? and ${publicInvitation('i')}`,
    [slug],
  );
  return row?.id ?? null;
}

// What the public page reads of an invitation (PublicInvitationRow): the date as text, and the theme's rendering base.
const publicColumns = `${publicInvitationColumns.sql('i')}, i.privacy, i.privacy_title, to_char(${column('invitations', 'event_date', 'i')}, 'YYYY-MM-DD') as event_date,
  ${column('themes', 'base_theme', 't')}, not ${hasEntitlementSql('i.user_id', 'watermark_free')} as watermark,
  ${publicSessionsSql('s.is_public')} as sessions,
  (select count(*) from invitation_sessions s where s.invitation_id = i.id)::int as session_count,
  coalesce((select s.time_zone from invitation_sessions s where s.invitation_id = i.id order by s.position limit 1),
    'WIB') as time_zone,
  coalesce((select s.is_public from invitation_sessions s where s.invitation_id = i.id order by s.position limit 1),
    true) as first_public, ${servingDomainSql('i')} as custom_domain,
  (select m.url from media_files m where m.id = i.gift_qris_media_id) as gift_qris_url,
  case when ${hasEntitlementSql('i.user_id', 'white_label')} then (select jsonb_build_object('name', b.name,
    'logo_url', (select m.url from media_files m where m.user_id = b.owner_id and b.logo_url in (m.url, m.thumb_url) limit 1),
    'link_url', b.link_url) from reseller_brands b where b.owner_id = i.user_id) end as brand`;

/** The active invitation at `slug` as a guest's phone receives it. */
export async function findActiveInvitation(em: EntityManager, slug: string): Promise<PublicInvitation | null> {
  const [row] = await em.execute<PublicInvitationRow[]>(
    `select ${publicColumns} from invitations i left join themes t on t.id = i.theme_id where i.slug = ? and ${publicInvitation('i')}`,
    [slug],
  );
  return row ? toPublicInvitation(row) : null;
}

/** The owner's own invitation by slug, active or not: what their Preview shows. */
export async function findOwnInvitation(
  em: EntityManager,
  slug: string,
  userId: string,
): Promise<PublicInvitation | null> {
  const [row] = await em.execute<PublicInvitationRow[]>(
    `select ${publicColumns} from invitations i left join themes t on t.id = i.theme_id where i.slug = ? and i.user_id = ?`,
    [slug, userId],
  );
  return row ? toPublicInvitation(row) : null;
}

/**
 * An invitation exists at this slug but is not public (a draft, switched off, its host's account disabled): the guest
 * sees the invitation's neutral not-found screen.
 */
export async function isInactiveInvitation(em: EntityManager, slug: string): Promise<boolean> {
  return (
    (await em.execute(`select 1 from invitations i where i.slug = ? and not ${publicInvitation('i')}`, [slug])).length >
    0
  );
}
