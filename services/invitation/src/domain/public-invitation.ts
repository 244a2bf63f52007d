import {
  resolveTheme,
  type GalleryImage,
  type GiftAccount,
  type PublicInvitation,
  type PublicPage,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { iso, sanitizeRichHtml } from '@undangin/service-kit';

interface InvitationRow {
  id: string;
  slug: string;
  couple_name: string;
  category: string;
  event_date: string | Date;
  event_time: string | null;
  location: string | null;
  maps_link: string | null;
  quotes: string | null;
  gallery: unknown;
  music_url: string | null;
  background_image: string | null;
  background_video: string | null;
  theme_id: string;
  theme_data: unknown;
  base_theme: string | null;
  seo_title: string | null;
  seo_description: string | null;
  gift_accounts: unknown;
  live_stream_url: string | null;
}

const columns = `i.id, i.slug, i.couple_name, i.category, to_char(i.event_date, 'YYYY-MM-DD') as event_date, i.event_time, i.location, i.maps_link,
  i.quotes, i.gallery, i.music_url, i.background_image, i.background_video, i.theme_id, i.theme_data, t.base_theme, i.seo_title,
  i.seo_description, i.gift_accounts, i.live_stream_url`;

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** What a guest's phone receives: public fields only, the theme already resolved (with its fallback). */
export function toPublicInvitation(row: InvitationRow): PublicInvitation {
  const theme = resolveTheme(row.theme_id, row.theme_data, row.base_theme);
  return {
    id: row.id,
    slug: row.slug,
    couple_name: row.couple_name,
    category: row.category,
    event_date: typeof row.event_date === 'string' ? row.event_date : row.event_date.toISOString().slice(0, 10),
    event_time: row.event_time,
    location: row.location,
    maps_link: row.maps_link,
    quotes: row.quotes,
    gallery: list<GalleryImage | string>(row.gallery).map((item) => (typeof item === 'string' ? { url: item } : item)),
    music_url: row.music_url,
    background_image: row.background_image,
    background_video: row.background_video,
    theme: {
      id: theme.id,
      name: theme.name,
      colors: theme.colors,
      fonts: theme.fonts,
      layout: theme.layout,
      isCustom: theme.isCustom,
    },
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    gift_accounts: list<GiftAccount>(row.gift_accounts),
    live_stream_url: row.live_stream_url,
  };
}

export async function findActiveInvitation(em: EntityManager, slug: string): Promise<PublicInvitation | null> {
  const [row] = await em.execute<InvitationRow[]>(
    `select ${columns} from invitations i left join themes t on t.id = i.theme_id where i.slug = ? and i.is_active`,
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
  const [row] = await em.execute<InvitationRow[]>(
    `select ${columns} from invitations i left join themes t on t.id = i.theme_id where i.slug = ? and i.user_id = ?`,
    [slug, userId],
  );
  return row ? toPublicInvitation(row) : null;
}

/** An invitation exists at this slug but its host switched it off: the guest sees the invitation's not-found screen. */
export async function isInactiveInvitation(em: EntityManager, slug: string): Promise<boolean> {
  return (await em.execute(`select 1 from invitations where slug = ? and not is_active`, [slug])).length > 0;
}

export async function findPublishedPage(em: EntityManager, slug: string): Promise<PublicPage | null> {
  const [row] = await em.execute<PublicPage[]>(
    `select slug, title, excerpt, content, featured_image, seo_title, seo_description from pages where slug = ? and status = 'published'`,
    [slug],
  );
  return row ? { ...row, content: sanitizeRichHtml(row.content) } : null;
}

export async function findPublishedPost(
  em: EntityManager,
  slug: string,
): Promise<(PublicPage & { id: string }) | null> {
  const [row] = await em.execute<Array<PublicPage & { id: string; published_at: string | Date }>>(
    `select p.id, p.slug, p.title, p.excerpt, p.content, p.featured_image, p.seo_title, p.seo_description, p.category, p.tags, p.published_at,
       p.view_count + (select count(*)::int from blog_post_views v where v.post_id = p.id) as view_count
     from blog_posts p where p.slug = ? and p.status = 'published' and p.published_at <= now()`,
    [slug],
  );
  return row ? { ...row, content: sanitizeRichHtml(row.content), published_at: iso(row.published_at) } : null;
}
