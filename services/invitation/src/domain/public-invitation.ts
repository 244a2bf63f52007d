import {
  defaultPrivateTitle,
  resolveTheme,
  type LockedInvitation,
  type GalleryImage,
  type GiftAccount,
  type PublicInvitation,
  type PublicSession,
  type TimeZone,
} from '@undangin/contracts';
import type { InvitationRecord } from '@undangin/db';

/** An invitation as the public page reads it: the public columns and its catalogue theme's rendering base. */
export type PublicInvitationRow = Pick<
  InvitationRecord,
  | 'id'
  | 'slug'
  | 'couple_name'
  | 'category'
  | 'event_date'
  | 'event_time'
  | 'location'
  | 'maps_link'
  | 'quotes'
  | 'gallery'
  | 'music_url'
  | 'background_image'
  | 'background_video'
  | 'theme_id'
  | 'theme_data'
  | 'seo_title'
  | 'seo_description'
  | 'gift_accounts'
  | 'live_stream_url'
  | 'privacy'
  | 'privacy_title'
> & {
  base_theme: string | null;
  watermark: boolean;
  custom_domain?: string | null;
  brand?: PublicInvitation['brand'];
  gift_qris_url?: string | null;
  sessions: PublicSession[];
  session_count: number;
  time_zone: TimeZone;
  /** Whether the first session (the invitation's own date, time and place) is one visitors may see. */
  first_public: boolean;
};

/**
 * The invitation's own date, time and place as visitors may see them. They are its first session's; when that session
 * is not public (an akad for family), they become the first public session's, or, without one, the date alone. So
 * neither the page's data, its link preview nor its calendar file reveal a private session.
 */
function visibleEvent(row: PublicInvitationRow) {
  const own = {
    event_date: row.event_date,
    event_time: row.event_time,
    location: row.location,
    maps_link: row.maps_link,
    time_zone: row.time_zone,
  };
  if (row.first_public || row.session_count < 2) return own;
  const shown = row.sessions[0];
  if (!shown) return { ...own, event_time: null, location: null, maps_link: null };
  return {
    event_date: shown.event_date,
    event_time: shown.start_time ?? null,
    location: [shown.venue_name, shown.address].filter(Boolean).join(', ') || null,
    maps_link: shown.maps_link ?? null,
    time_zone: shown.time_zone,
  };
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** What a guest's phone receives: public fields only, the theme already resolved (with its fallback). */
export function toPublicInvitation(row: PublicInvitationRow): PublicInvitation {
  const theme = resolveTheme(row.theme_id, row.theme_data, row.base_theme);
  return {
    id: row.id,
    slug: row.slug,
    couple_name: row.couple_name,
    category: row.category,
    ...visibleEvent(row),
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
    gift_qris_url: row.gift_qris_url ?? null,
    live_stream_url: row.live_stream_url,
    watermark: row.watermark,
    sessions: row.sessions,
    session_count: row.session_count,
    privacy: row.privacy,
    custom_domain: row.custom_domain ?? null,
    brand: row.brand ?? null,
  };
}

/** What a private invitation shows anyone without access: the title its host chose, and how to get in. */
export function lockedOf(row: Pick<PublicInvitationRow, 'slug' | 'privacy' | 'privacy_title'>): LockedInvitation {
  return {
    slug: row.slug,
    title: row.privacy_title ?? defaultPrivateTitle,
    access: row.privacy === 'password' ? 'password' : 'guests',
  };
}
